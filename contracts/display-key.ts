/** POST /db/display-key/display-info's answer: the cockpit header's hospital (server/display-keys/display-key-handlers.ts). */
export interface DisplayInfo {
  hospCode: string;
  hospName: string;
}
