import { failureTable } from './failure-table';

// The fault table: every call the app makes, with a 500 with an HTML body (failure-table.tsx).
failureTable('a 500 with an HTML body');
