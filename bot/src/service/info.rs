//! `!help`, `!variants`, `!rules`, `!settings`, `!prefs`.

use rules::Variant;

use super::answer::Answer;
use super::context::Ctx;
use super::{Answers, Service};
use crate::command::{self, RulesTopic, VariantWord};
use crate::i18n::{Lang, Prefs, Say, Settings};
use crate::store::{CHALLENGE_DAYS_RANGE, ChannelSettings, Orientation, UserPrefs};

impl Service {
    pub(crate) fn help(&self, ctx: &Ctx<'_>, topic: Option<&str>) -> Vec<Answer> {
        let variant = channel_variant(ctx);
        match topic {
            None => vec![Answer::say(Say::HelpOverview { variant })],
            Some(name) => match command::find(name) {
                Some(command) => vec![Answer::say(Say::HelpCommand { command, variant })],
                None => vec![Answer::refuse(Say::HelpUnknown {
                    name: name.to_string(),
                })],
            },
        }
    }

    pub(crate) fn variants(&self) -> Vec<Answer> {
        vec![Answer::say(Say::Variants)]
    }

    pub(crate) fn rules(
        &self,
        ctx: &Ctx<'_>,
        variant: Option<Variant>,
        topic: Option<RulesTopic>,
    ) -> Vec<Answer> {
        let variant = variant.unwrap_or_else(|| channel_variant(ctx));
        vec![Answer::say(Say::Rules { variant, topic })]
    }

    pub(crate) async fn settings(
        &self,
        ctx: &Ctx<'_>,
        key: Option<&str>,
        value: Option<&str>,
    ) -> Answers {
        let (Some(key), Some(value)) = (key, value) else {
            return Ok(vec![Answer::say(Say::Settings(shown(&ctx.settings)))]);
        };
        if !ctx.incoming.author_is_admin {
            return Ok(vec![Answer::refuse(Say::AdminsOnly)]);
        }
        let mut settings = ctx.settings.clone();
        let value = value.trim();
        let mut lang = ctx.lang;
        let bad = || Ok(vec![bad_setting(key, value)]);
        match key {
            "language" => match Lang::parse(value) {
                Some(new) => {
                    settings.language = new.code().into();
                    lang = new;
                }
                None => return bad(),
            },
            "variant" => match VariantWord::read_all(value) {
                Some(VariantWord::Named(variant, _)) => {
                    settings.default_variant = Some(variant.name().into())
                }
                Some(VariantWord::Ambiguous) => {
                    return Ok(vec![Answer::refuse(Say::AmbiguousVariant {
                        word: value.to_string(),
                    })]);
                }
                None => return bad(),
            },
            "orientation" => match Orientation::parse(value) {
                Some(orientation) => settings.orientation = orientation,
                None => return bad(),
            },
            "reminders" => match value.trim_end_matches('h').parse::<i64>() {
                Ok(hours) if (0..=168).contains(&hours) => settings.reminder_hours = hours,
                _ => return bad(),
            },
            "challenge_days" => match value.trim_end_matches('d').parse::<i64>() {
                Ok(days) if CHALLENGE_DAYS_RANGE.contains(&days) => settings.challenge_days = days,
                _ => return bad(),
            },
            "threads" => match on_off(value) {
                Some(on) => settings.thread_per_game = on,
                None => return bad(),
            },
            _ => return bad(),
        }
        self.store()
            .save_channel_settings(&ctx.incoming.channel, &settings)
            .await?;
        if settings.reminder_hours != ctx.settings.reminder_hours
            || settings.challenge_days != ctx.settings.challenge_days
        {
            // Reminders may be due sooner now.
            self.wake_scheduler();
        }
        Ok(vec![
            Answer::say(Say::SettingsSaved(shown(&settings))).in_lang(lang),
        ])
    }

    pub(crate) async fn prefs(
        &self,
        ctx: &Ctx<'_>,
        key: Option<&str>,
        value: Option<&str>,
    ) -> Answers {
        let (Some(key), Some(value)) = (key, value) else {
            return Ok(vec![Answer::say(Say::Prefs(own(&ctx.prefs)))]);
        };
        let mut prefs: UserPrefs = ctx.prefs.clone();
        let mut lang = ctx.lang;
        let lower = value.to_lowercase();
        let value = lower.as_str();
        match key {
            "flip" => match on_off(value) {
                Some(on) => prefs.flip = on,
                None => return Ok(vec![bad_setting(key, value)]),
            },
            "language" => {
                if matches!(value, "auto" | "channel" | "canale" | "default") {
                    prefs.language = None;
                } else {
                    match Lang::parse(value) {
                        Some(new) => {
                            prefs.language = Some(new.code().into());
                            lang = new;
                        }
                        None => {
                            return Ok(vec![Answer::refuse(Say::BadLanguagePref {
                                value: value.to_string(),
                            })]);
                        }
                    }
                }
            }
            _ => return Ok(vec![bad_setting(key, value)]),
        }
        self.store().save_user_prefs(ctx.author(), &prefs).await?;
        Ok(vec![Answer::say(Say::Prefs(own(&prefs))).in_lang(lang)])
    }
}

fn bad_setting(key: &str, value: &str) -> Answer {
    Answer::refuse(Say::BadSetting {
        key: key.to_string(),
        value: value.to_string(),
    })
}

/// A channel's settings as `!settings` shows them.
fn shown(settings: &ChannelSettings) -> Settings {
    Settings {
        language: settings.language.clone(),
        variant: settings
            .default_variant
            .as_deref()
            .and_then(|v| v.parse().ok())
            .unwrap_or(Variant::English),
        orientation: settings.orientation.as_str(),
        reminder_hours: settings.reminder_hours,
        threads: settings.thread_per_game,
        challenge_days: settings.challenge_days,
    }
}

/// A person's preferences as `!prefs` shows them.
fn own(prefs: &UserPrefs) -> Prefs {
    Prefs {
        language: prefs.language.clone(),
        flip: prefs.flip,
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
