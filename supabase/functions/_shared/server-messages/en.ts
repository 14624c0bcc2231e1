/**
 * What the server writes to a member, in English: the source (docs/i18n.md, On the server). Each
 * message is a string with `{placeholders}`, or, where a count decides the words, one string per
 * plural category (`Intl.PluralRules`: 'one', 'other'; Arabic has 'zero', 'two', 'few', 'many' too),
 * `{count}` being the number. es.ts, de.ts and ar.ts hold the same keys with the same placeholders
 * (server-messages.test.ts). No imports, so Deno and Node take the file as it is.
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type ServerMessage = string | PluralMessage;

export const en = {
  // Pushes (_shared/push-message.ts): the sentence of the bell, about another member or an event.
  'push.match': 'You and {name} are a match',
  'push.like': '{name} likes you',
  'push.connection_request': '{name} wants to connect',
  'push.message': '{name} sent you a message',
  'push.profile_view': '{name} viewed your profile',
  'push.event_reminder': "Reminder: you're going to {name}",
  'push.preview': '{name}: {preview}',
  'member.hidden': 'Ascend member',

  // The digest e-mail (email-digest/digest-mail.ts): its subject for one kind, or for several.
  'digest.subject.matches': { one: 'You have a new match on Ascend', other: 'You have {count} new matches on Ascend' },
  'digest.subject.likes': { one: 'You have a new like on Ascend', other: 'You have {count} new likes on Ascend' },
  'digest.subject.connection_requests': {
    one: 'You have a new connection request on Ascend',
    other: 'You have {count} new connection requests on Ascend',
  },
  'digest.subject.messages': { one: 'You have a new message on Ascend', other: 'You have new messages from {count} members on Ascend' },
  'digest.subject.profile_views': { one: 'You have a new profile view on Ascend', other: 'You have {count} new profile views on Ascend' },
  'digest.subject.total': { one: 'You have {count} new notification on Ascend', other: 'You have {count} new notifications on Ascend' },
  // Its lines, one per kind; message lines are one per conversation, so they count members.
  'digest.line.matches': { one: 'A new match', other: '{count} new matches' },
  'digest.line.likes': { one: 'A new like', other: '{count} new likes' },
  'digest.line.connection_requests': { one: 'A new connection request', other: '{count} new connection requests' },
  'digest.line.messages': { one: 'A new message', other: 'New messages from {count} members' },
  'digest.line.profile_views': { one: 'A new profile view', other: '{count} new profile views' },
  'digest.greeting': 'Hi {name},',
  'digest.greetingNoName': 'Hi,',
  'digest.intro': 'While you were away on Ascend:',
  'digest.among': 'Among them: {names}.',
  'digest.listComma': '{first}, {next}',
  'digest.listAnd': '{first} and {last}',
  'digest.seeAll': 'See them all: {url}',
  'digest.why': 'You get this summary at most once a day, when you have been away, because Email digest is on in Settings → Notifications.',
  'digest.unsubscribe': 'Unsubscribe: {url}',

  // The auth e-mails (server/auth/email/auth-emails.ts).
  'auth.linkOnce': 'This link works for one hour and only once.',
  'auth.signature': '— Ascend',
  'auth.ignore': "If it wasn't you, ignore this e-mail.",
  'auth.confirmSignup.subject': 'Confirm your Ascend account',
  'auth.confirmSignup.welcome': 'Welcome to Ascend!',
  'auth.confirmSignup.body': 'Please confirm that this is your e-mail address to start meeting people.',
  'auth.confirmSignup.action': 'Confirm your e-mail address',
  'auth.resetPassword.subject': 'Reset your Ascend password',
  'auth.resetPassword.body': 'Someone asked to reset the password of the Ascend account with this e-mail address.',
  'auth.resetPassword.ignore': "If it wasn't you, ignore this e-mail: your password stays as it is.",
  'auth.resetPassword.action': 'Choose a new password',
  'auth.magicLink.subject': 'Your Ascend sign-in link',
  'auth.magicLink.body': 'Someone asked to sign in to the Ascend account with this e-mail address.',
  'auth.magicLink.code': 'Or type this code: {code}',
  'auth.magicLink.action': 'Sign in',
  'auth.alreadyRegistered.subject': 'You already have an Ascend account',
  'auth.alreadyRegistered.body': 'Someone tried to create an Ascend account with this e-mail address, which already has one.',
  'auth.alreadyRegistered.signIn': 'Sign in: {url}',
  'auth.alreadyRegistered.forgot': 'Forgot your password? {url}',
  'auth.alreadyRegistered.ignore': "If it wasn't you, you can ignore this e-mail.",

  // The AI helpers (ai/): what the member reads when no model answered.
  'ai.unavailable': 'The AI helpers are not available right now. Please try again.',
  // The ai function's refusals a member reads (ai/answers.ts; docs/ai.md, Refusals).
  'ai.refusal.selectProfile': 'Please select a profile to analyze compatibility',
  'ai.refusal.selectPartner': 'Please select a conversation partner',
  'ai.refusal.selectMatch': 'Please select a match to get date suggestions',
  'ai.refusal.partnerNotFound': 'This profile is not available.',
  'ai.refusal.notMatched': 'Please select a match to get date suggestions',
  'ai.refusal.personaNotFound': 'This matchmaker is not available.',
  // The structured tools' words around the model's (or the canned) answer: compatibility, safety check, matchmaker.
  'ai.compatibility.heading': '{score}% compatible with {name}',
  'ai.compatibility.strengths': 'Strengths',
  'ai.compatibility.concerns': 'Worth talking about',
  'ai.safety.low': 'Low risk',
  'ai.safety.medium': 'Medium risk',
  'ai.safety.high': 'High risk',
  'ai.safety.heading': '**{risk}** in your conversation with {name}.',
  'ai.safety.noticed': 'What we noticed',
  'ai.safety.nothing': 'Nothing in your conversation matches a known warning sign.',
  'ai.safety.advice':
    'Keep chatting on Ascend until you feel sure, meet in a public place, tell a friend where you will be, and never send money or codes to someone you have not met.',
  // The safety rules' flags (ai/safety-rules.ts): what the other member did, or what she did herself.
  'ai.safety.money_request': '{name} asked about money, gift cards or payments. Never send money to someone you have not met.',
  'ai.safety.off_platform': '{name} wants to move the conversation off Ascend early on. Scammers often do this before anyone can report them.',
  'ai.safety.insult': '{name} used insulting language. You never have to put up with that: you can block and report them.',
  'ai.safety.phone_number': '{name} shared a phone number. Keep personal contact details for when you have met and feel safe.',
  'ai.safety.phone_number.you': 'You shared a phone number. Keep personal contact details for when you have met and feel safe.',
  'ai.safety.address': '{name} shared a home address. Meet in a public place until you know each other well.',
  'ai.safety.address.you': 'You shared a home address. Meet in a public place until you know each other well.',
  'ai.matchmaker.nobody': 'There is nobody new in your feed right now: widen your Dating Preferences and ask me again.',
  // The canned answers of the coach and the growth feedback (ai/tools), and the profile's words they name:
  // interests as the SPA's choices read them, goals as a sentence says them ('looking for {goal}').
  'list.separator': ', ',
  'interest.Travel': 'Travel',
  'interest.Photography': 'Photography',
  'interest.Cooking': 'Cooking',
  'interest.Fitness': 'Fitness',
  'interest.Reading': 'Reading',
  'interest.Music': 'Music',
  'interest.Art': 'Art',
  'interest.Movies': 'Movies',
  'interest.Gaming': 'Gaming',
  'interest.Hiking': 'Hiking',
  'interest.Dancing': 'Dancing',
  'interest.Writing': 'Writing',
  'interest.Technology': 'Technology',
  'interest.Fashion': 'Fashion',
  'interest.Sports': 'Sports',
  'interest.Yoga': 'Yoga',
  'interest.Meditation': 'Meditation',
  'interest.Food': 'Food',
  'interest.Wine': 'Wine',
  'interest.Coffee': 'Coffee',
  'interest.Pets': 'Pets',
  'interest.Volunteering': 'Volunteering',
  'interest.Languages': 'Languages',
  'interest.Science': 'Science',
  'interest.History': 'History',
  'goal.Long-term relationship': 'a long-term relationship',
  'goal.Marriage': 'marriage',
  'goal.Casual dating': 'something casual',
  'goal.Friendship': 'friendship first',
  'goal.Not sure yet': 'whatever feels right',
  'ai.growth.strengthInterests': 'You name what you enjoy ({interests}), which gives people an easy way in.',
  'ai.growth.strengthSimple': 'You keep your profile simple, which can feel approachable.',
  'ai.growth.strengthGoal': 'You are clear that you want {goal}, which saves everyone time.',
  'ai.growth.strengthOpen': 'You leave room to see where things go.',
  'ai.growth.habitQuestion': 'Ask one follow-up question for every answer you get: curiosity is the most attractive habit there is.',
  'ai.growth.habitMeet': 'Suggest meeting after a few good exchanges, instead of letting a conversation fade.',
  'ai.growth.works': 'What works',
  'ai.growth.habits': 'Habits to grow',
  'ai.growth.thisWeek': '**This week:** reply to one conversation with a specific question about something they wrote.',
  'ai.coach.openerTopic': 'I saw you\'re into {topic}: what got you started?',
  'ai.coach.openerWeek': 'What\'s something you\'re looking forward to this week, {name}?',
  'ai.coach.openerCity': 'How long have you been in {city}? I\'m always looking for a new favourite spot.',
  'ai.coach.openerSunday': 'What does a perfect Sunday look like for you?',
  'ai.coach.openerMonth': 'What\'s the best thing that happened to you this month?',
  'ai.coach.going': 'Your conversation with {name} has a good start. Keep it going with questions that invite a story, not a yes or no:',
  'ai.coach.pace': 'Match their pace: if they write short messages, keep yours light; suggest meeting once you have traded a few real answers.',
  'ai.coach.notYet': 'You haven\'t written to {name} yet. Openers that mention something from their profile get far more replies than "hi":',
} as const satisfies Record<string, ServerMessage>;

export type ServerMessageKey = keyof typeof en;

/** Another language's messages: every key of English's (the test checks the placeholders). */
export type ServerMessages = Record<ServerMessageKey, ServerMessage>;
