import type { Catalogue } from '@/shared/i18n';

export default {
  'databaseSentences.member_not_found': 'Mitglied nicht gefunden',
  'databaseSentences.main_photo_needed': 'Füge ein Hauptfoto hinzu, bevor du es verifizierst.',
  'databaseSentences.verification_waiting': 'Deine Verifizierung wartet bereits auf eine Entscheidung.',
  'databaseSentences.photo_already_verified': 'Dein Hauptfoto ist bereits verifiziert.',
  'databaseSentences.match_ended': 'Dieses Match ist beendet',
  'databaseSentences.not_taking_calls': 'Diese Person nimmt keine Videoanrufe an.',
  'databaseSentences.in_another_call': 'Diese Person ist in einem anderen Anruf.',
  'databaseSentences.call_ended': 'Dieser Anruf ist beendet.',
  'databaseSentences.call_not_found': 'Anruf nicht gefunden',
  'databaseSentences.match_already_ended': 'Dieses Match war bereits beendet',
  'databaseSentences.event_not_found': 'Event nicht gefunden',
  'databaseSentences.event_full': 'Dieses Event ist ausgebucht.',
  'databaseSentences.attendees_only': 'Nur wer zu einem Event geht, sieht, wer noch hingeht',
  'databaseSentences.assessment_first': 'Mach zuerst den Test.',
  'databaseSentences.retake_too_soon': 'Du kannst den Test 30 Tage nach deinem letzten wiederholen.',
  'databaseSentences.birth_date_fixed': 'Dein Geburtsdatum ist festgelegt: Wende dich an den Support, um es zu korrigieren',
  'databaseSentences.gender_change_limit': 'Das Geschlecht kann höchstens zweimal in 30 Tagen geändert werden',
} satisfies Catalogue;
