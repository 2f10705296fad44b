/**
 * The dashboard's Mantine CSS (every page behind the sign-in: My Profiles, the editor, My
 * Account, All Profiles, create-profile), on top of mantine-styles.ts: the per-component files
 * of the components only its pages render, about 9 kB gzip (20 kB with mantine-styles.ts) where
 * all of Mantine's is about 41 kB. Dependencies before the components that build on
 * them; build/mantine-stylesheets.test.ts reads the pages' imports and fails when a component's
 * file (or a dependency's) is missing, out of order or also in another style module.
 * The dashboard's route loads it with its shell (src/app/routes.tsx). All of Mantine's CSS
 * (`@mantine/core/styles.layer.css`) is for Storybook and mock mode's panel.
 */
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
