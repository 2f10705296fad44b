/**
 * The Insights page's CSS on top of the dashboard's (src/app/mantine-dashboard-styles.ts): the
 * Mantine components only it renders, and the charts'. Loaded with that page only
 * (the page's route module imports it); build/mantine-stylesheets.test.ts checks the list
 * and its order against what the page imports.
 */
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/charts/styles.layer.css';
