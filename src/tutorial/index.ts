/**
 * Guided tutorials, generic over every game: `createTutorialSession(module)` starts the game's
 * scripted setup (never saved over the player's game), `attachTutorial(scene, script)` walks the
 * learner through it on the real table. The logic is in runner.ts (DOM-free, tested headlessly).
 */
import type { AnyGameModule } from '../../machines/core/game';
import { t } from '../i18n';
import type { Session } from '../session/session';
import { createTutorialSession as create } from './runner';

export {
  attachTutorial,
  type TutorialEnd,
  type TutorialHandle,
  type TutorialHost,
  type TutorialOptions,
} from './overlay';
export { type AnyScript, TUTORIAL_REFUSAL, TutorialRunner } from './runner';

/** A Session of `module`'s tutorial: its seed, seats and options; `meta.tutorial`; no autosave. */
export function createTutorialSession(module: AnyGameModule): Session {
  return create(module, { learner: t('tutorial.learner'), tutor: t('tutorial.tutor') });
}
