/**
 * The Mantine CSS every page downloads first: the base and the components of the app shell
 * (layout, footer, status pages, spinner, toasts). The rest of Mantine's CSS comes with
 * mantine-full-styles.ts, which the routes behind the guards load; the public card imports
 * the few more it uses itself. So /profile/{id} stays within its 30 KB CSS budget (issue #4),
 * where the whole of Mantine is about 37 KB gzip.
 * Layered (`@layer mantine`): app CSS always wins over Mantine's, whatever order the files
 * arrive in (these first, then a page's, then perhaps the full set).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/notifications/styles.layer.css';
