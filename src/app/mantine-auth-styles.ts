/**
 * Mantine's CSS for the sign-in pages (register, login, forgot and reset password, verify
 * e-mail), on top of mantine-styles.ts: only the components they use beyond the app shell's,
 * about 3 kB gzip where all of Mantine's (mantine-full-styles.ts) is about 37 kB (issue #20).
 * Mantine's per-component files, layered like the rest. A component added to those pages
 * adds its file here (its dependencies are listed in Mantine's "styles" docs).
 */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Paper.layer.css';
