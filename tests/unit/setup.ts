// Vitest loads Arco's CommonJS build, so the React 19 adapter comes from lib/, not es/ (STACK.md).
import '@arco-design/web-react/lib/_util/react-19-adapter';
