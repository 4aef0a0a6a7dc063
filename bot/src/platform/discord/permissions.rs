//! Who may manage a server (Manage Server or Administrator): from an interaction's member
//! permissions, or, for a message, from the member's roles and the guild's.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Deserialize;
use serenity::client::Context;
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{GuildId, RoleId, UserId};
use serenity::model::permissions::Permissions;

use super::rest::{Call, Replay, Rest};

/// Manage Server, or Administrator, which implies everything.
pub fn may_manage(permissions: Permissions) -> bool {
    permissions.intersects(Permissions::ADMINISTRATOR | Permissions::MANAGE_GUILD)
}

/// How long the roles of a guild fetched over REST are trusted: role changes show within
/// this time. Only used when the gateway cache lacks the guild.
const FETCHED_ROLES_TTL: Duration = Duration::from_secs(60);

/// Decides whether the author of a message may manage the server. A message carries
/// the member's roles but not their permissions: those come from the guild's roles, in the
/// cache (filled by GUILD_CREATE), else from `GET /guilds/{id}`.
#[derive(Default)]
pub struct Admins {
    fetched: Mutex<HashMap<GuildId, (Instant, Arc<GuildRoles>)>>,
}

impl Admins {
    pub async fn member_may_manage(
        &self,
        ctx: &Context,
        rest: &Rest,
        guild: GuildId,
        author: UserId,
        roles: &[RoleId],
    ) -> bool {
        let cached = ctx.cache.guild(guild).map(|g| {
            let mut permissions = Permissions::empty();
            // @everyone has the guild's id.
            for role in roles.iter().copied().chain([RoleId::new(guild.get())]) {
                if let Some(role) = g.roles.get(&role) {
                    permissions |= role.permissions;
                }
            }
            g.owner_id == author || may_manage(permissions)
        });
        if let Some(admin) = cached {
            return admin;
        }
        match self.roles_of(rest, guild).await {
            Some(g) => {
                let permissions = g
                    .roles
                    .iter()
                    .filter(|r| {
                        r.id == guild.get().to_string()
                            || roles.iter().any(|m| m.to_string() == r.id)
                    })
                    .filter_map(|r| r.permissions.parse::<u64>().ok())
                    .fold(Permissions::empty(), |acc, bits| {
                        acc | Permissions::from_bits_truncate(bits)
                    });
                g.owner_id == author.to_string() || may_manage(permissions)
            }
            None => false,
        }
    }

    async fn roles_of(&self, rest: &Rest, guild: GuildId) -> Option<Arc<GuildRoles>> {
        if let Some((at, roles)) = self.fetched.lock().expect("admins lock").get(&guild)
            && at.elapsed() < FETCHED_ROLES_TTL
        {
            return Some(roles.clone());
        }
        let roles = Arc::new(fetch_guild(rest, guild).await?);
        self.fetched
            .lock()
            .expect("admins lock")
            .insert(guild, (Instant::now(), roles.clone()));
        Some(roles)
    }
}

/// The parts of a guild that decide permissions, read leniently.
#[derive(Debug, Deserialize)]
struct GuildRoles {
    owner_id: String,
    #[serde(default)]
    roles: Vec<RoleBits>,
}

#[derive(Debug, Deserialize)]
struct RoleBits {
    id: String,
    #[serde(default)]
    permissions: String,
}

async fn fetch_guild(rest: &Rest, guild_id: GuildId) -> Option<GuildRoles> {
    let request = Request::new(Route::Guild { guild_id }, LightMethod::Get);
    match rest
        .send_json::<GuildRoles>(Call::new("get guild", request, Replay::Safe))
        .await
    {
        Ok(g) => Some(g),
        Err(e) => {
            tracing::debug!(error = %e, "guild roles unknown; the author is not an admin");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manage_server_or_administrator() {
        assert!(may_manage(Permissions::MANAGE_GUILD));
        assert!(may_manage(
            Permissions::ADMINISTRATOR | Permissions::SEND_MESSAGES
        ));
        assert!(!may_manage(Permissions::MANAGE_MESSAGES));
    }
}
