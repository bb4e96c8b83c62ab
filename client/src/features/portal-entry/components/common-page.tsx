import { RoleHomeNotice } from '../../../auth/role-home-notice';
import { useAuth } from '../../../auth/use-auth';

/**
 * /common: the portal's shared address, not a screen of either side. It says what the portal is for and
 * sends each visitor where its work starts: staff to the dashboard, companies to their overview, anyone
 * else to login or registration.
 */
export function CommonPage() {
  const { role } = useAuth();
  return (
    <RoleHomeNotice
      title="Trade Partner Portal"
      reason={
        role
          ? 'This address is shared by everyone who uses the portal; your work starts on your own home page.'
          : 'Companies register here and complete their prequalification; the builder’s staff review them. Log in or register to begin.'
      }
    />
  );
}
