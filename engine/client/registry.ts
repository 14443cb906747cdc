// The named-map registry lives in engine/schema so both engine halves share it (it knows no React).
export { createRegistry, type Registry } from '../schema/registry';
