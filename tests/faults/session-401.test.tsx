import { failureTable } from './failure-table';

// The fault table: every call the app makes, with a 401 mid-session (failure-table.tsx).
failureTable('a 401 mid-session');
