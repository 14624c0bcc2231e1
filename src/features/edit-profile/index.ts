export {
  editProfileSlice,
  openEditProfile,
  closeEditProfile,
  selectEditProfileOpen,
} from './model/edit-profile-slice';
export { openEditProfileWithBio } from './model/open-with-bio';
export { EditProfileDialog } from './ui/EditProfileDialog';
// The interests input, reused by the new member's walk-through (pages/complete-profile).
export { InterestChips } from './ui/InterestChips';
