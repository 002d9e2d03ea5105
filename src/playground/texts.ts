import type { Locale } from '../i18n/locale.ts';
import { translator, type CatalogShape } from '../i18n/translator.ts';

/**
 * What the playground's server answers the page when it refuses something, in the language of the
 * user acting (the page's own labels are in web/texts.js, in the user's language too). Its own catalog: the bot
 * never says these.
 */
export const PLAYGROUND_CATALOG = {
  'playground.badName': {
    fr: 'Un nom a de 2 à 32 caractères : lettres minuscules, chiffres, _ ou .',
    en: 'A name has 2 to 32 characters: lowercase letters, digits, _ or .',
  },
  'playground.nameTaken': {
    fr: 'Il y a déjà quelqu’un qui s’appelle {name}.',
    en: 'There is already a user called {name}.',
  },
  'playground.badLanguage': {
    fr: 'La langue est fr ou en-US.',
    en: 'The language is fr or en-US.',
  },
  'playground.noUser': {
    fr: 'Choisis d’abord qui tu es (en bas à gauche).',
    en: 'Choose a user first (bottom left).',
  },
  'playground.pageExpired': {
    fr: 'Cette page n’agit plus pour personne (le playground a-t-il redémarré ?) : recharge-la.',
    en: 'This page no longer acts as anyone (did the playground restart?): reload it.',
  },
  'playground.noChannel': {
    fr: 'Ce salon n’existe pas.',
    en: 'No such channel.',
  },
  'playground.noAnswer': {
    fr: 'L’application n’a pas répondu.',
    en: 'The application did not respond.',
  },
  'playground.botOffline': {
    fr: 'Le bot est hors ligne : il répondra dès son retour.',
    en: 'The bot is offline: it will answer once it is back.',
  },
  'playground.formExpired': {
    fr: 'Ce formulaire a expiré : ouvre-le à nouveau.',
    en: 'This form has expired: open it again.',
  },
  'playground.badInteraction': {
    fr: 'Ce genre d’interaction n’existe pas.',
    en: 'Unknown kind of interaction.',
  },
  'playground.refused': {
    fr: 'Discord ne permet pas cela : {reason}',
    en: 'Discord does not allow this: {reason}',
  },
  'playground.refused.message': {
    fr: 'Ce message n’existe plus.',
    en: 'This message no longer exists.',
  },
  'playground.refused.component': {
    fr: 'Ce bouton n’est plus sur le message : il a changé depuis.',
    en: 'This control is no longer on the message: it has changed since.',
  },
  'playground.refused.disabled': {
    fr: 'Ce bouton est désactivé.',
    en: 'This control is disabled.',
  },
  'playground.refused.loading': {
    fr: 'Le bot n’a pas encore répondu à ce message : attends un instant.',
    en: 'The bot has not answered on this message yet: wait a moment.',
  },
  'playground.refused.option': {
    fr: 'Ce choix n’est plus dans le menu.',
    en: 'This choice is no longer in the menu.',
  },
  'playground.badMessage': {
    fr: 'Un message a de 1 à 2000 caractères.',
    en: 'A message has 1 to 2000 characters.',
  },
  'playground.badThreadName': {
    fr: 'Un nom de fil a de 1 à 100 caractères.',
    en: 'A thread name has 1 to 100 characters.',
  },
  'playground.threadInThread': {
    fr: 'Un fil se crée dans un salon textuel.',
    en: 'Threads are made in a text channel.',
  },
  'playground.badHistoryPage': {
    fr: 'Une page de messages se demande avec limit, de 1 à {most}, et before, l’identifiant d’un message.',
    en: 'A page of messages is asked with limit, from 1 to {most}, and before, a message id.',
  },
  'playground.notFound': {
    fr: 'Introuvable.',
    en: 'Not found.',
  },
  'playground.tooLarge': {
    fr: 'C’est trop gros.',
    en: 'Too large.',
  },
  'playground.notJson': {
    fr: 'Le corps de la requête n’est pas un objet JSON.',
    en: 'The body is not a JSON object.',
  },
} as const satisfies CatalogShape;

/** The playground's texts in a language. */
export const tp = translator(PLAYGROUND_CATALOG);

/** A key of the playground's texts. */
export type PlaygroundText = keyof typeof PLAYGROUND_CATALOG;

/** The platform's language for a Discord locale. */
export function languageOf(locale: string | null | undefined): Locale {
  return locale?.startsWith('fr') ? 'fr' : 'en';
}
