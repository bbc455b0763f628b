// bcryptjs 2.4 ships no type declarations and @types/bcryptjs is not installed; these are the calls we use.
declare module 'bcryptjs' {
  const bcrypt: {
    hash(password: string, rounds: number): Promise<string>
    compare(password: string, hash: string): Promise<boolean>
  }
  export = bcrypt
}
