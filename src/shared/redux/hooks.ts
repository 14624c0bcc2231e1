import { useDispatch, useSelector } from 'react-redux';

// RootState and AppDispatch are declared globally by the app layer (src/app/model/global-types.ts),
// so that lower layers get typed hooks without importing upward.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
