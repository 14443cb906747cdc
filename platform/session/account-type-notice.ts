import { atom } from 'jotai';

/**
 * Set when a signed-in account turned out to be of a type that loads no session (未知账户类型,
 * logged in the console only, seed 000 section 8). The guard logs the user out; the login page
 * then says in plain words why they are back, until the next attempt.
 */
export const accountTypeRefusedAtom = atom(false);
