export declare const SANDBOX_SECRET: string
export declare function terminalKey(terminalId: string, secret?: string): string
export declare function canonical(v: unknown): string
export declare function signed<B extends object>(
  terminalId: string,
  body: B,
  at?: number,
  key?: string,
): B & { TerminalId: string; Timestamp: number; Nonce: string; Signature: string }
export declare function charge(base: string, terminalId: string, bill: object, at?: number): Promise<unknown>
export declare function status(base: string, terminalId: string, billNo: string, at?: number): Promise<unknown>
