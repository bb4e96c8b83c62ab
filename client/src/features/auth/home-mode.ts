/** The two landing routes share one Home: /registration and /prequalification. */
export type HomeMode = 'registration' | 'prequalification';
