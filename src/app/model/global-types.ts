import type { AppStore } from './store';
import type { rootReducer } from './root-reducer';

declare global {
  /** The whole store's state, for the typed hooks in shared/redux. */
  type RootState = ReturnType<typeof rootReducer>;
  type AppDispatch = AppStore['dispatch'];
}
