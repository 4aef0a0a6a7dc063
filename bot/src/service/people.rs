//! Who an `@handle` is. Adapters that only see a handle (Telegram names a person by their
//! username in a mention) pass a stand-in with the id `@handle`; the service resolves it to
//! someone met in a channel (any speaker, chatter included, told by [`People::met`]), else to
//! someone the store knows, else keeps the stand-in, which becomes the person when they
//! speak ([`crate::store::Store::claim_handle`]).

use std::collections::HashMap;
use std::sync::Mutex;

use super::{Service, ServiceError};
use crate::message::{Platform, User};
use crate::store::stand_in_id;

/// The people met with a username, by platform and lowercase handle. Telegram offers no
/// lookup of users by username; this is filled from every update the adapters see and lives
/// as long as the service.
#[derive(Debug, Default)]
pub(crate) struct People {
    by_handle: Mutex<HashMap<(Platform, String), User>>,
    /// The handle of each person met with one, by platform and id, for mentions.
    handle_by_id: Mutex<HashMap<(Platform, String), String>>,
}

impl People {
    pub fn met(&self, user: &User) {
        // A stand-in is no one met.
        if user.id.starts_with('@') {
            return;
        }
        if let Some(handle) = &user.username {
            self.by_handle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert((user.platform, handle.to_lowercase()), user.clone());
            self.handle_by_id
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert((user.platform, user.id.clone()), handle.clone());
        }
    }

    /// The handle of a person met with one.
    pub fn handle_of(&self, platform: Platform, id: &str) -> Option<String> {
        self.handle_by_id
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(platform, id.to_string()))
            .cloned()
    }

    /// Forgets a person met (`!forget`): their handle no longer names them.
    pub fn forget(&self, platform: Platform, id: &str, handle: Option<&str>) {
        let known = self
            .handle_by_id
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&(platform, id.to_string()));
        let mut by_handle = self.by_handle.lock().unwrap_or_else(|e| e.into_inner());
        for handle in known.iter().map(String::as_str).chain(handle) {
            if by_handle
                .get(&(platform, handle.to_lowercase()))
                .is_some_and(|user| user.id == id)
            {
                by_handle.remove(&(platform, handle.to_lowercase()));
            }
        }
    }

    /// The person met with this handle (without `@`; handles ignore case).
    pub fn known(&self, platform: Platform, handle: &str) -> Option<User> {
        self.by_handle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(platform, handle.to_lowercase()))
            .cloned()
    }
}

impl Service {
    /// A person as mentioned: a stand-in (`@handle`) is whoever was met with that handle,
    /// else whoever the store knows by it, else the stand-in made the one id of that handle
    /// whatever its case ([`stand_in_id`]).
    pub(crate) async fn person(&self, mut user: User) -> Result<User, ServiceError> {
        let Some(handle) = user.id.strip_prefix('@') else {
            return Ok(user);
        };
        if let Some(met) = self.inner.people.known(user.platform, handle) {
            return Ok(met);
        }
        match self
            .store()
            .user_by_username(user.platform.as_str(), handle)
            .await?
        {
            Some(known) => Ok(known),
            None => {
                user.id = stand_in_id(handle);
                Ok(user)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_resolve_to_people_met_whatever_their_case() {
        let people = People::default();
        people.met(&User::telegram("222", "Bob", Some("Bob")));
        people.met(&User::telegram("333", "Zoë", None));
        people.met(&User::telegram("@carol", "carol", Some("carol")));
        assert_eq!(people.known(Platform::Telegram, "BOB").unwrap().id, "222");
        assert!(people.known(Platform::Discord, "bob").is_none());
        assert!(people.known(Platform::Telegram, "carol").is_none());
    }
}
