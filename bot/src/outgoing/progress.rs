//! Where the message of each progress reply under way landed ([`Progress`]), so that its
//! later states edit that message; the final state forgets it. What a landing is (a chat and
//! a message id, an interaction's response) is the adapter's.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::message::Progress;

/// The landings of the progress replies under way, by the service's job id.
pub struct Landings<L>(Mutex<HashMap<u64, L>>);

impl<L> Default for Landings<L> {
    fn default() -> Landings<L> {
        Landings(Mutex::default())
    }
}

impl<L: Clone> Landings<L> {
    /// Where the earlier states of `progress` landed, if one did; forgotten when this state is
    /// the last.
    pub fn earlier(&self, progress: Progress) -> Option<L> {
        let mut landings = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if progress.last {
            landings.remove(&progress.id)
        } else {
            landings.get(&progress.id).cloned()
        }
    }

    /// Remembers where a state landed, for the next one (the last has none).
    pub fn remember(&self, progress: Progress, landing: L) {
        if !progress.last {
            let mut landings = self.0.lock().unwrap_or_else(|e| e.into_inner());
            landings.insert(progress.id, landing);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_states_find_the_first_and_the_last_forgets_it() {
        let landings = Landings::default();
        let state = |last| Progress { id: 7, last };
        assert_eq!(landings.earlier(state(false)), None);
        landings.remember(state(false), "message 1");
        assert_eq!(landings.earlier(state(false)), Some("message 1"));
        assert_eq!(landings.earlier(state(true)), Some("message 1"));
        assert_eq!(landings.earlier(state(false)), None);
        landings.remember(state(true), "message 2");
        assert_eq!(landings.earlier(state(false)), None);
    }
}
