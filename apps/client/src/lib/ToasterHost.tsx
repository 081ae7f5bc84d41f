import { Toaster } from '@atrium/ui';

/** The app's toast region (loaded after start-up so Radix Toast stays out of the first chunk). */
export function ToasterHost() {
  return <Toaster />;
}
