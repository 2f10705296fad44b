import { failureTable } from './failure-table';

// The fault table: every call the app makes, with a network failure (failure-table.tsx).
failureTable('a network failure');
