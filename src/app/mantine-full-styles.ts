/**
 * All of Mantine's CSS, layered like mantine-styles.ts. Loaded by the route guards' `lazy`
 * (every page behind them), by Storybook and by mock mode; not by the public card.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
