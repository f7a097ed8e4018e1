import { Logo } from '../../../components/logo.tsx';
import { ChatIcon, MailIcon, SparkIcon } from '../../../components/icons.tsx';

const FEATURES = [
  {
    title: 'Any Type of Email',
    text: 'Job applications, complaints, follow-ups, thank-you notes, sales outreach and more.',
    Icon: MailIcon,
  },
  {
    title: '2 Perfect Options',
    text: 'Every request comes back as two options in different tones, so you pick the one that fits.',
    Icon: SparkIcon,
  },
  {
    title: 'Chat Interface',
    text: 'Describe what you need in plain words and refine it in a natural conversation.',
    Icon: ChatIcon,
  },
];

export function Hero() {
  return (
    <div className="hero">
      <Logo size={72} className="hero__logo" />
      <h1 className="hero__title">AI Email Specialist</h1>
      <p className="hero__intro">
        Describe the email you need and get two ready-to-send options in different tones. Free, with no
        sign-up.
      </p>
      <ul className="features">
        {FEATURES.map(({ title, text, Icon }) => (
          <li key={title} className="card feature">
            <span className="feature__icon">
              <Icon />
            </span>
            <h2 className="feature__title">{title}</h2>
            <p className="feature__text">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
