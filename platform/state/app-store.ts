import { createStore } from 'jotai';

/** The app's one jotai store, so non-React code (session loading) reads and writes the same atoms. */
export const appStore = createStore();
export type AppStore = typeof appStore;
