/** The mini-program has no keyboard focus to give (see keyboard.h5.ts). */
export function installKeyboardAccess(): void {}
