import { token } from '../token';

/** Spec §3 login payload "agentdetails": a description of the device/browser, sent with logins. */
export type AgentDetails = string;
export const AgentDetails = token<AgentDetails>('AgentDetails');
