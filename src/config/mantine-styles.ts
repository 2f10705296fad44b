/**
 * The Mantine CSS every app page downloads first: the base, the components of the app shell
 * (layout, footer, status pages, spinner, toasts) and of the forms (inputs, the password
 * field's toggle, the select's chevron, Paper), which the sign-in pages and the dashboard both
 * render. The dashboard's own components come with mantine-dashboard-styles.ts, which its routes
 * load (the sign-in pages need nothing beyond this file). No file in two of these modules: Vite would
 * make it a CSS chunk of its own and insert that after the page's, against the order below.
 * The public card loads none of these (its CSS is its own, within the card's CSS budget).
 * Layered (`@layer mantine`): app CSS always wins over Mantine's, whatever order the files
 * arrive in (these first, then a page's). Within the layer a file comes after those it builds
 * on (Text before Anchor, whose underline Text's reset would undo), which
 * build/mantine-stylesheets.test.ts checks.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/notifications/styles.layer.css';
