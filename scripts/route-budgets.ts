// Byte budgets of each route's first visit (ADR 0013), read by .size-limit.mjs (`npm run size`)
// and scripts/route-budgets.test.ts. Plain Node loads this file too (size-limit imports
// .size-limit.mjs without tsx): erasable TypeScript only.
// Figures below are size-limit's (gzip level 9: a little under scripts/route-sizes.ts' figures, which
// gzip at Node's default level 6), measured 2026-11-24 after the work of
// docs/decisions/0013-owner-pages-speed.md.
// The targets that work set out to meet: /login, /register and /forgot-password at most 150 KB of
// JS, the editor at most 220 KB. The editor meets its target (219.1 KB; it was 310.2) and is
// budgeted at it. The sign-in pages do not yet (/login 190.2 KB, /register 222.0, /forgot-password
// 185.9; they were 233.3, 235.5 and 229.1): React, the router with TanStack Query and Mantine's
// core are about 135 KB of it. Their budgets hold today's size plus a little, so nothing grows
// unseen while the 150 KB target stays open; lower them as the pages shrink.
// The others are today's size plus about 3%: /verify-email 186.7 KB, My Profiles and All
// Profiles 190.2 (one module), My Account 253.9, create-profile 234.9.
// CSS: the sign-in pages load Mantine's base, app-shell and form components' CSS (12.0 KB), the
// dashboard that and its own components' (21.2 to 21.5 KB; all of Mantine's was 44.8 to 45.1).
// The sign-in pages' CSS budget went from 12 to 12.5 KB and their JS budgets down by 4 KB when
// scripts/route-sizes.ts stopped counting a CSS-only chunk (their 3.9 KB of Mantine CSS) as JS.
// 2026-11-26, contact exchange and insights: every app page grew 2 to 7 KB, most of it the
// response validators of the new operations (the contact list and insights envelopes), which
// the client held for every operation. Those now load with the first call that needs them
// (src/api/boundary.ts `validatorsOf`), counted with the Contacts and Insights pages
// (`alsoLoads`): every other page gave back about 3 KB. Budgets are today's size plus up to
// 1.5 KB (/login 190.9 KB, My Profiles 196.2, the editor 225.0; Contacts below).
// 2026-11-28, languages (docs/decisions/0018-languages-library.md): every page grew 12 to 20 KB
// (/login 204.3 KB, My Profiles 208.6, the editor 193.7, Contacts 241.8, Insights 346.7):
// Lingui's core and React bindings (about 3.5 KB) and the English catalogues of the owner's
// pages and of the card, loaded with the app's entry, so each page carries every page's
// English words where its own lazy module carried only its own. Budgets are today's size plus
// about 1 KB; catalogues split by page are the way back (ADR 0018, "Consequences").
// 2026-11-29, each page its own document title (WCAG 2.4.2: the route table's titles and the
// layout's `<title>`, about 0.4 KB in the app's entry), the phone menu's Escape (Mantine's
// useHotkeys) and Create Profile's range line: /login 205.9 KB, My Account 273.9, Create
// Profile 256.5, Contacts 242.9. The budgets they crossed are today's size plus about 0.7 KB.
// 2026-11-29, catalogues split by page (lingui.config.ts `pageSources`): the app's entry carries
// the English words every page shows (124 messages of 448), and each page loads its own with its
// code (counted here: scripts/page-modules.ts). Every page gave back 4 to 5 KB (/login 201.9 KB,
// My Profiles 205.5, the editor 192.1, My Account 269.5, Contacts 239.0, Create Profile 252.5,
// Insights 343.5); budgets are today's size plus about 1 KB.
// 2026-11-29, the messages of the card's forms in every language of the card
// (src/lib/validation/visitor-messages.ts, written once: the app's known messages take them from
// there, a chunk the app and the card's forms share): every page 0.25 to 0.3 KB (/login 203.1 KB,
// My Account 270.6, Create Profile 253.6, Contacts 240.2, /register 234.0 with the toasts'
// place over an open dialog); the budgets they crossed or came within 0.1 KB of are 0.5 KB
// higher. Then the throttles' refusals with their wait in the person's words (a 429's "Please
// try again in 30 seconds.": src/lib/validation/wait-messages.ts, the app's known messages):
// every page 0.43 KB more (/login 203.5 KB, My Profiles 207.2, My Account 271.1); every budget is
// 0.5 KB higher.
// 2026-11-30, the contract's limit errors known to the app ("Must be at most 100 characters.",
// src/lib/validation/limit-messages.ts, shown in Hindi with the limit): every page about 0.3 KB
// (My Profiles 207.5 KB, /reset-password 203.5, the editor 193.9, Contacts 240.9); the budgets
// they crossed or came within 0.1 KB of are 0.5 KB higher.
// 2026-11-30, later: a rule's message worded as it runs says it again after a language change
// (src/components/use-app-form.ts, the one form hook): every page 0.09 KB (Create Profile
// 254.50, My Account 271.48, /verify-email 200.42, /login 203.92); the budgets they crossed or
// came within 0.1 KB of are 0.5 KB higher.
const signIn = { css: '12.5 KB' };
// 23 KB since the editor's Exchange tab brought Checkbox's CSS (22.2 KB measured 2026-11-26).
const dashboardCss = '23 KB';
// 2026-11-26, with the route table: the sign-in pages lost about 3 KB (the frames' code went),
// and their budgets 1 to 2 KB; every page of the table has a budget now, so /reset-password
// (186.5 KB) and the admin's editor (the owner's, 219.0) have theirs.
/** Each route's first-visit budget (JS and CSS, gzip), checked by .size-limit.mjs. */
export const routeBudgets: Record<string, { js: string; css: string }> = {
  '/login': { js: '204.5 KB', ...signIn },
  '/register': { js: '235 KB', ...signIn },
  '/forgot-password': { js: '200.5 KB', ...signIn },
  '/reset-password/{id}': { js: '204 KB', ...signIn },
  '/verify-email': { js: '201 KB', ...signIn },
  // 2026-11-28: All Profiles loads its cards page by page and says how far it has come (the
  // streamed query and its progress line, 0.4 KB, in the list's one module): 197.9 KB.
  // 2026-11-29: the way back after signing in (src/lib/auth/return-path.ts and the guards that
  // send and honour `redirectTo`, 0.3 KB in the app's entry) brought them to 206.5 KB.
  '/dashboard/my-profiles': { js: '208 KB', css: dashboardCss },
  '/dashboard/my-profiles/{id}': { js: '194.5 KB', css: dashboardCss },
  '/dashboard/all-profiles': { js: '208 KB', css: dashboardCss },
  '/dashboard/all-profiles/{id}': { js: '194.5 KB', css: dashboardCss },
  '/dashboard/my-account': { js: '272 KB', css: dashboardCss },
  // Contacts (capability contactExchange), with its list's validators: 228.3 KB since its card
  // filter is a native select (Mantine's Select and Combobox were 12.5 KB of it).
  '/dashboard/contacts': { js: '241.5 KB', css: dashboardCss },
  '/dashboard/create-profile': { js: '255 KB', css: dashboardCss },
  // The charts (@mantine/charts, recharts) and the insights' validators load with this page
  // only: 331.7 KB and 26.7 KB measured 2026-11-26, plus about 1%.
  '/dashboard/my-profiles/{id}/insights': { js: '345.5 KB', css: '27 KB' },
  '/dashboard/all-profiles/{id}/insights': { js: '345.5 KB', css: '27 KB' },
};
