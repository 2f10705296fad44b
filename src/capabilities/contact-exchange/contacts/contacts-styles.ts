/**
 * The Contacts page's CSS on top of the dashboard's (src/app/mantine-dashboard-styles.ts): the
 * row's overflow menu. Loaded with that page only (the page imports it);
 * build/mantine-stylesheets.test.ts checks the list and its order against what the page imports.
 */
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
