import { Box, Code, Image, Text } from '@chakra-ui/react';

/** An authenticator's set-up: its QR code and the same secret as text, for an app that cannot scan. */
export function TotpSetupCode({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <>
      <Image src={qrCode} alt="QR code for your authenticator app" boxSize="200px" />
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Secret
        </Text>
        <Code overflowWrap="anywhere" data-testid="totp-secret">
          {secret}
        </Code>
      </Box>
    </>
  );
}
