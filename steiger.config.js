import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Video calls (docs/features.md, Video calls) are a slice group of three user actions, each placed
    // by one block that the rule does not read or counts once: calling from the thread's header (dial),
    // refusing calls in Settings → Privacy (availability), and the ring and the call itself with its
    // WebRTC connection (video-link), which the call-window widget composes with member-safety's Report
    // (a feature cannot import another). Merged into their widgets, mutations and the WebRTC code
    // would be spread over three widgets instead of kept in one place.
    files: ['./src/features/calls/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The gazetteer is a business entity of its own (places, with coordinates that never leave the
    // database). Today only Edit Profile's city picker uses it; the discovery feed's distance filter
    // is the next. Merging it into that feature would put an entity's endpoint in a feature.
    files: ['./src/entities/place/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // This browser's Web Push subscription is used by two features: notification settings (turn on,
    // turn off) and sign-out (forget the device), though the rule reports one; merged into either, the
    // other would reach into a feature.
    files: ['./src/entities/push-device/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Passkeys are used from two places: the sign-in page (sign in with one) and Settings → Security
    // (add, list, remove), though the rule reports one, as it reads nothing under widgets/settings-*.
    // Merged into either, the other would reach into a page or a widget.
    files: ['./src/entities/passkey/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Photo verification is a member's action of its own (a live selfie, sent to the ai function),
    // shown today in Settings → Profile, though the rule reports none, as it reads nothing under
    // widgets/settings-*. Merged into that widget, a mutation and its camera would live in a widget.
    files: ['./src/features/verification/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Settings is the one screen for these account actions, and each is a user action of its own
    // (SPEC §2 Settings; the issue asks for each section): merging them into the page would put
    // mutations and their rules in a page. The widgets are the page's sections.
    files: [
      './src/features/notification-settings/**',
      './src/features/privacy-settings/**',
      './src/features/change-password/**',
      './src/features/export-my-data/**',
      './src/features/delete-account/**',
      './src/widgets/settings-*/**',
    ],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The discovery feed is a block of its own (an entity's infinite query, Show Interest, Dating
    // Preferences for its empty state, and the AI Assist slot) that /home only places:
    // merged into the page, the page would hold the feed's paging and its states. Files a rule is
    // off for are not read by it at all, so the two slices the grid uses would then seem to have one
    // reference each: discovery-feed (the grid and Show Interest's optimistic update) and
    // show-interest (the grid and the profile page).
    files: ['./src/widgets/profile-grid/**', './src/entities/discovery-feed/**', './src/features/show-interest/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Sending a connection request is a user action of its own (SPEC §2 Profile page, §7 insert, §8
    // messages) with its mutation and its "already sent" query. Today only the profile page offers
    // it; merged into the page, the page would hold a mutation and its error rules.
    files: ['./src/features/send-connection-request/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The thread is a block of its own that /messages places, and each of its features is
    // a user action with its own state and wire contract: sending (the persisted outbox, which the
    // app registers at start-up), marking read (the mark_conversation_read mutation) and presence
    // (the private channel's typing and online status). Merged into the widget, it would hold
    // mutations and a channel; merged into the page, the page would hold the whole thread. Files a
    // rule is off for are not read by it, so each then seems to have one reference.
    files: ['./src/widgets/message-thread/**', './src/features/read-conversation/**', './src/features/conversation-presence/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The conversation list is a block of its own that /messages places beside the thread:
    // an entity's infinite query with its search, paging, skeleton, empty and error states. Merged
    // into the page, the page would hold the list's paging and states next to its own two-pane layout.
    files: ['./src/widgets/conversation-list/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The matchmaker personas are product data of their own (a table, SPEC §3's entity): today only the
    // AI Matchmaker reads them. Merged into that feature, a feature would own an entity's endpoint.
    files: ['./src/entities/matchmaker-persona/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
