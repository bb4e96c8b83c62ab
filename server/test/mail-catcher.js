import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
export async function startMailCatcher() {
    const messages = [];
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
            simpleParser(stream)
                .then((mail) => {
                messages.push(mail);
                callback();
            })
                .catch(callback);
        },
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address();
    const recipient = (m) => [m.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);
    return {
        url: `smtp://127.0.0.1:${port}`,
        messages,
        async waitFor(to, subject, timeoutMs = 10_000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
                const found = messages.find((m) => recipient(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? '')));
                if (found)
                    return found;
                if (Date.now() > deadline)
                    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
                await new Promise((r) => setTimeout(r, 50));
            }
        },
        stop: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
//# sourceMappingURL=mail-catcher.js.map