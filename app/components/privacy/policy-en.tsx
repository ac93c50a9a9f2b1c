import { Link } from "~/components/localized";
import { Bullets, EmailLink, linkClass, Section } from "./parts";

/** The privacy policy in English (the page's shell and section titles: app/routes/site/privacy.tsx, app/i18n/pages/privacy.ts). */
export function PolicyEn() {
  return (
    <>
      <p className="text-lg text-slate-700">
        This policy explains what Culture Directory collects when you browse the directory, list an organization or pay
        for a plan, why we need it, and how you can have it deleted. We collect as little as the product needs, we do
        not sell personal data and we show no advertising.
      </p>

      <Section id="who-we-are">
        <p>
          Culture Directory is a directory of startups and teams described by their culture, with curated city guides
          (Explore) and paid listings for organizations. We are responsible for the personal data described here. You
          can reach us at <EmailLink />.
        </p>
      </Section>

      <Section id="what-we-collect">
        <Bullets>
          <li>
            <strong className="text-slate-900">Account details.</strong> When you sign up with email and password: your
            name, email address and password, which we store only as a salted hash. When you sign in with Google or
            GitHub: the account identifier, name, email address and profile photo that the provider shares with us. We
            also store whether your email address is verified and your role (user or admin).
          </li>
          <li>
            <strong className="text-slate-900">Guest accounts.</strong> Visitors who are not signed in get an anonymous
            guest account automatically so that the site works the same for everyone. A guest account holds no name and
            no email address.
          </li>
          <li>
            <strong className="text-slate-900">Organization data.</strong> What you enter in an organization profile:
            name, description, country, location, founding year, links, categories and their details, logo, banner and
            category images, and Explore details such as your primary city and local presence evidence. We record which
            account created and which account claimed each organization. Once an organization is listed, its profile is
            public: that is the purpose of the directory.
          </li>
          <li>
            <strong className="text-slate-900">Payments.</strong> Payments are handled by Stripe. Card details go
            directly to Stripe and never reach our servers. We receive and keep the Stripe customer and subscription
            identifiers, the plan (monthly or annual), its status and its start and end dates, and the name of the
            organization it pays for. When you use a guest code, we record that the code was redeemed for your
            organization.
          </li>
          <li>
            <strong className="text-slate-900">Newsletter.</strong> When you subscribe to the newsletter: your email
            address, the language you subscribed in, whether you confirmed it and when. We use it only to send the
            weekly newsletter; every issue has a link to unsubscribe, which stops it at once.
          </li>
          <li>
            <strong className="text-slate-900">Messages you send us.</strong> When you email us, we keep the
            conversation to answer you and to keep track of requests such as data deletion.
          </li>
        </Bullets>
      </Section>

      <Section id="cookies">
        <p>
          When you sign in, including as a guest, we set one session cookie so that the site knows who is signed in. It
          is strictly necessary for the site to work and is not used for anything else. The session record on our side
          holds the IP address and browser description (user agent) of the device that signed in, so that we can detect
          misuse of accounts. Sessions expire after about a week without use, and signing out ends them at once.
        </p>
        <p>We use no advertising cookies and no third-party tracking cookies.</p>
      </Section>

      <Section id="analytics">
        <p>
          To learn which city guides and profiles are useful, we count events such as a view of an Explore page, a view
          of an Explore profile or a click on Claim Profile. Each event records only its type, the city, the
          organization and the topic filter involved. We also measure how fast pages load (standard web performance
          metrics with the page route). Analytics contain no personal identifiers: no account, no email address, no IP
          address and no cookie identifier. To count a visitor once a day, an event carries a code computed from the
          day, the IP address and the browser&apos;s name; it changes every day and the address cannot be recovered from
          it.
        </p>
        <p>
          We respect Do Not Track and Global Privacy Control: when your browser sends either signal, these analytics
          events are not sent at all.
        </p>
      </Section>

      <Section id="how-we-use">
        <Bullets>
          <li>To run the directory: show listed organizations and city guides, and let you create and edit yours.</li>
          <li>To sign you in, verify your email address, reset your password and keep your account secure.</li>
          <li>To process payments and claims and to keep the accounting records the law requires.</li>
          <li>To send service emails: email verification, password reset and messages about your listing.</li>
          <li>To improve the product, using aggregate analytics that do not identify anyone.</li>
        </Bullets>
        <p>
          We process account and payment data to perform our contract with you, and security and anonymous analytics
          data for our legitimate interest in a safe, useful service.
        </p>
      </Section>

      <Section id="sharing">
        <p>We do not sell or rent personal data. We share it only with the services that run the product:</p>
        <Bullets>
          <li>Cloudflare hosts the site, its database and uploaded images.</li>
          <li>Stripe processes payments and subscriptions.</li>
          <li>Google and GitHub, only when you choose to sign in with them.</li>
          <li>Our email delivery provider sends verification and password reset emails.</li>
        </Bullets>
        <p>We may also disclose data when the law requires it.</p>
      </Section>

      <Section id="retention">
        <Bullets>
          <li>Account and organization data are kept until you delete them or ask us to.</li>
          <li>Sessions are deleted when they expire or when you sign out.</li>
          <li>
            Payment records are kept for as long as accounting and tax law requires, even after the account is deleted;
            they are then no longer linked to any account.
          </li>
          <li>
            Anonymous analytics events are deleted after 2 days, once they are counted; only hourly and daily totals are
            kept longer (an organization&apos;s for 30 days, the rest up to 13 months) to follow trends. They identify
            nobody.
          </li>
        </Bullets>
      </Section>

      <Section id="your-rights">
        <p>
          You can see and correct your account details on your dashboard, and edit or delete the organizations you
          created from their pages. You can delete your account yourself in Account Settings on your dashboard.
        </p>
        <p>
          You can also ask us for a copy of the data we hold about you, to correct it, or to delete it, by writing to{" "}
          <EmailLink /> from the email address of your account. Data deletion requests are processed within 30 days. If
          you think we handle your data wrongly, you may also complain to your data protection authority.
        </p>
      </Section>

      <Section id="security">
        <p>
          The site is served only over HTTPS, passwords are stored as salted hashes, card details stay with Stripe, and
          administrative actions are recorded in an audit log. No system is perfectly secure: if you notice a problem,
          please tell us.
        </p>
      </Section>

      <Section id="children">
        <p>
          Culture Directory is meant for professionals and is not directed at children under 16. We do not knowingly
          collect their data; if you believe a child has given us personal data, contact us and we will delete it.
        </p>
      </Section>

      <Section id="changes">
        <p>
          When we change this policy we update this page and the date at the top. For significant changes we also tell
          account holders by email before they take effect.
        </p>
      </Section>

      <Section id="contact">
        <p>
          Questions about this policy or your data: email <EmailLink />. Our business hours are Mon-Fri 9am-5pm. More
          ways to reach us are on the{" "}
          <Link to="/contact" className={linkClass}>
            contact page
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
