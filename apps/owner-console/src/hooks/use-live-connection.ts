import { createContext, useContext } from 'react';

/** The live connection's state: `connecting` at first, `open`, or `lost` (retrying or given up). */
export type LiveConnectionState = 'connecting' | 'open' | 'lost';

export const LiveConnectionContext = createContext<LiveConnectionState | null>(null);

/** State of the console's one waiter-call connection (null outside the signed-in layout). */
export function useLiveConnection(): LiveConnectionState | null {
  return useContext(LiveConnectionContext);
}
