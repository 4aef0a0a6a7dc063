//! `!help`, `!variants`, `!rules`, `!settings`, `!prefs`.

use rules::Variant;

use super::context::Ctx;
use super::{Answer, Service};
use crate::command::{RulesTopic, spec};
use crate::i18n::{Lang, Tr};
use crate::message::Reply;
use crate::store::{Orientation, UserPrefs};

impl Service {
    pub(crate) fn help(&self, ctx: &Ctx<'_>, topic: Option<&str>) -> Vec<Reply> {
        let variant = channel_variant(ctx);
        match topic {
            None => vec![ctx.say(ctx.tr.help_overview(variant))],
            Some(name) => match spec::find(name) {
                Some(command) => vec![ctx.say(ctx.tr.help_command(command, variant))],
                None => vec![ctx.refuse(ctx.tr.help_unknown(name))],
            },
        }
    }

    pub(crate) fn variants(&self, ctx: &Ctx<'_>) -> Vec<Reply> {
        vec![ctx.say(ctx.tr.variants_list())]
    }

    pub(crate) fn rules(
        &self,
        ctx: &Ctx<'_>,
        variant: Option<Variant>,
        topic: Option<RulesTopic>,
    ) -> Vec<Reply> {
        let variant = variant.unwrap_or_else(|| channel_variant(ctx));
        vec![ctx.say(ctx.tr.rules(variant, topic))]
    }

    pub(crate) async fn settings(
        &self,
        ctx: &Ctx<'_>,
        key: Option<&str>,
        value: Option<&str>,
    ) -> Answer {
        let (Some(key), Some(value)) = (key, value) else {
            return Ok(vec![ctx.say(ctx.tr.settings_show(&ctx.settings))]);
        };
        if !ctx.incoming.author_is_admin {
            return Ok(vec![ctx.refuse(ctx.tr.admins_only())]);
        }
        let mut settings = ctx.settings.clone();
        let value = value.trim();
        let mut tr = ctx.tr;
        match key {
            "language" => match Lang::parse(value) {
                Some(lang) => {
                    settings.language = lang.code().into();
                    tr = Tr::new(lang);
                }
                None => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
            },
            "variant" => match value.parse::<Variant>() {
                Ok(variant) => settings.default_variant = Some(variant.name().into()),
                Err(_) => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
            },
            "orientation" => match Orientation::parse(value) {
                Some(orientation) => settings.orientation = orientation,
                None => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
            },
            "reminders" => match value.trim_end_matches('h').parse::<i64>() {
                Ok(hours) if (0..=168).contains(&hours) => settings.reminder_hours = hours,
                _ => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
            },
            "threads" => match on_off(value) {
                Some(on) => settings.thread_per_game = on,
                None => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
            },
            _ => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
        }
        self.store()
            .save_channel_settings(&ctx.incoming.channel, &settings)
            .await?;
        if settings.reminder_hours != ctx.settings.reminder_hours {
            // Reminders may be due sooner now.
            self.wake_scheduler();
        }
        Ok(vec![ctx.say(tr.settings_saved(&settings))])
    }

    pub(crate) async fn prefs(
        &self,
        ctx: &Ctx<'_>,
        key: Option<&str>,
        value: Option<&str>,
    ) -> Answer {
        let (Some(key), Some(value)) = (key, value) else {
            return Ok(vec![ctx.say(ctx.tr.prefs_show(&ctx.prefs))]);
        };
        let mut prefs: UserPrefs = ctx.prefs.clone();
        let mut tr = ctx.tr;
        let lower = value.to_lowercase();
        let value = lower.as_str();
        match key {
            "flip" => match on_off(value) {
                Some(on) => prefs.flip = on,
                None => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
            },
            "language" => {
                if matches!(value, "auto" | "channel" | "canale" | "default") {
                    prefs.language = None;
                } else {
                    match Lang::parse(value) {
                        Some(lang) => {
                            prefs.language = Some(lang.code().into());
                            tr = Tr::new(lang);
                        }
                        None => {
                            return Ok(vec![
                                ctx.refuse(ctx.tr.bad_setting("prefs-language", value)),
                            ]);
                        }
                    }
                }
            }
            _ => return Ok(vec![ctx.refuse(ctx.tr.bad_setting(key, value))]),
        }
        self.store().save_user_prefs(ctx.author(), &prefs).await?;
        Ok(vec![ctx.say(tr.prefs_show(&prefs))])
    }
}

/// The variant of the channel's challenges.
fn channel_variant(ctx: &Ctx<'_>) -> Variant {
    ctx.settings
        .default_variant
        .as_deref()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Variant::English)
}

fn on_off(value: &str) -> Option<bool> {
    match value.trim().to_lowercase().as_str() {
        "on" | "yes" | "true" | "1" | "si" | "sì" | "acceso" => Some(true),
        "off" | "no" | "false" | "0" | "spento" => Some(false),
        _ => None,
    }
}
