import type { EditorPanelProps } from '@/lib/editor-tab';
import { ExchangeSection } from './exchange-section';

/** The editor's Exchange tab: the card's exchange settings, as its server sent them. */
export function ExchangeTab({ profile }: EditorPanelProps) {
  return profile.exchange ? (
    <ExchangeSection profile={profile} settings={profile.exchange} />
  ) : null;
}
