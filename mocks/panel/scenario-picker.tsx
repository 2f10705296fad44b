import { Select } from '@mantine/core';
import { isScenarioName, scenarios, type ScenarioName } from '../scenarios';

/** Picks a named scenario (mocks/scenarios.ts); its description shows under the field. */
export function ScenarioPicker({
  current,
  onSelect,
}: {
  current: string;
  onSelect: (name: ScenarioName) => void;
}) {
  const description = scenarios.find((s) => s.name === current)?.description;
  return (
    <Select
      label="Scenario"
      description={description}
      data={scenarios.map((s) => s.name)}
      value={current}
      allowDeselect={false}
      onChange={(name) => {
        if (isScenarioName(name)) onSelect(name);
      }}
    />
  );
}
