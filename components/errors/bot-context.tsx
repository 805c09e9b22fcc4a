'use client';

import { createContext, useContext, type ReactNode } from 'react';

const BotContext = createContext(false);

export function BotProvider({ isBot, children }: { isBot: boolean; children: ReactNode }) {
  return <BotContext value={isBot}>{children}</BotContext>;
}

export function useIsBot(): boolean {
  return useContext(BotContext);
}
