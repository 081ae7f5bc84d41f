import { API_BASE_URL } from '../api/http';
import { Logger, browserLoggerOptions } from './logger';

/** The application's logger. `main.tsx` starts its timers and listeners. */
export const logger = new Logger(browserLoggerOptions(import.meta.env, API_BASE_URL, __APP_VERSION__));
