import { sweepRoutes } from './bad-input/sweep';

// The bad-input sweep in two files, so that vitest runs its halves side by side (each half is one
// server per dialect and the whole route table).
sweepRoutes(['wrong types', 'out-of-range numbers', 'a NUL character', 'unknown fields']);
