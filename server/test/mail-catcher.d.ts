import { type ParsedMail } from 'mailparser';
/** A real SMTP server in-process: the portal sends through nodemailer, tests read what arrived. */
export interface MailCatcher {
    url: string;
    messages: ParsedMail[];
    /** Waits for a message to `to` (and optionally matching `subject`) and returns it. */
    waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
    stop(): Promise<void>;
}
export declare function startMailCatcher(): Promise<MailCatcher>;
