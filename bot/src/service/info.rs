//! `!help`, `!variants`, `!rules`, `!settings`, `!prefs`.

use rules::Variant;

use super::answer::Answer;
use super::away::used_this_year;
use super::context::Ctx;
use super::{Answers, Service};
use crate::clock::DAY;
use crate::command::{self, RulesTopic, VariantWord};
use crate::i18n::{Lang, Prefs, PuzzleSay, Say, Settings};
use crate::store::{CHALLENGE_DAYS_RANGE, ChannelSettings, Orientation, UserPrefs};
use crate::timing::{DigestTime, QuietHours, Zone};

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
            return Ok(vec![
                Answer::say(Say::Settings(shown(&ctx.settings)))
                    .then(daily_puzzle_shown(&ctx.settings)),
            ]);
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
            "vacation_days" => match value.trim_end_matches('d').parse::<i64>() {
                Ok(days) if (0..=366).contains(&days) => settings.vacation_days = days,
                _ => return bad(),
            },
            "timezone" => match Zone::named(value) {
                Some(zone) => settings.time_zone = Some(zone.name().to_string()),
                None => return bad(),
            },
            "daily_puzzle" => match (on_off(value), value.parse::<DigestTime>()) {
                (Some(false), _) => settings.daily_puzzle_at = None,
                (_, Ok(time)) => settings.daily_puzzle_at = Some(time.minutes()),
                _ => return bad(),
            },
            _ => return bad(),
        }
        self.store()
            .save_channel_settings(&ctx.incoming.channel, &settings)
            .await?;
        if settings.reminder_hours != ctx.settings.reminder_hours
            || settings.challenge_days != ctx.settings.challenge_days
            || settings.daily_puzzle_at != ctx.settings.daily_puzzle_at
            || settings.time_zone != ctx.settings.time_zone
        {
            // Reminders may be due sooner now.
            self.wake_scheduler();
        }
        Ok(vec![
            Answer::say(Say::SettingsSaved(shown(&settings)))
                .then(daily_puzzle_shown(&settings))
                .in_lang(lang),
        ])
    }

    pub(crate) async fn prefs(
        &self,
        ctx: &Ctx<'_>,
        key: Option<&str>,
        value: Option<&str>,
    ) -> Answers {
        let (Some(key), Some(value)) = (key, value) else {
            return Ok(vec![Answer::say(Say::Prefs(own(
                ctx,
                &ctx.prefs,
                self.now(),
            )))]);
        };
        let mut prefs: UserPrefs = ctx.prefs.clone();
        let mut lang = ctx.lang;
        let typed = value.trim();
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
            "reminders" => match value.trim_end_matches('h') {
                "off" | "no" | "0" => prefs.reminder_hours = Some(0),
                "channel" | "canale" | "auto" | "default" => prefs.reminder_hours = None,
                hours => match hours.parse::<i64>() {
                    Ok(hours) if (1..=168).contains(&hours) => prefs.reminder_hours = Some(hours),
                    _ => return Ok(vec![bad_setting(key, value)]),
                },
            },
            "timezone" => match Zone::named(typed) {
                Some(zone) => prefs.time_zone = Some(zone.name().to_string()),
                None => return Ok(vec![bad_setting(key, typed)]),
            },
            "quiet" => match value {
                "off" | "no" | "none" => prefs.quiet_hours = None,
                hours => match hours.parse::<QuietHours>() {
                    Ok(quiet) => prefs.quiet_hours = Some(quiet.to_string()),
                    Err(()) => return Ok(vec![bad_setting(key, value)]),
                },
            },
            "digest" => {
                // `daily 09:00`, `09:00`, `off`; only daily digests exist.
                let time = value.strip_prefix("daily").unwrap_or(value).trim();
                match time {
                    "off" | "no" | "none" => prefs.digest_at = None,
                    time => match time.parse::<DigestTime>() {
                        Ok(time) => prefs.digest_at = Some(time.minutes()),
                        Err(()) => return Ok(vec![bad_setting(key, value)]),
                    },
                }
            }
            _ => return Ok(vec![bad_setting(key, value)]),
        }
        // The rest of the row (a vacation, a digest) as it is now, not as it was read.
        let stored = self.store().user_prefs(ctx.author()).await?;
        let hours_changed = (&prefs.quiet_hours, prefs.digest_at, &prefs.time_zone)
            != (&stored.quiet_hours, stored.digest_at, &stored.time_zone);
        let prefs = UserPrefs {
            language: prefs.language,
            flip: prefs.flip,
            reminder_hours: prefs.reminder_hours,
            time_zone: prefs.time_zone,
            quiet_hours: prefs.quiet_hours,
            digest_at: prefs.digest_at,
            // New hours count from now: no digest or summary for a time already past.
            digest_sent_at: if hours_changed {
                Some(self.now())
            } else {
                stored.digest_sent_at
            },
            ..stored
        };
        self.store().save_user_prefs(ctx.author(), &prefs).await?;
        if hours_changed || prefs.reminder_hours != ctx.prefs.reminder_hours {
            // Their reminders may be due sooner now.
            self.wake_scheduler();
        }
        Ok(vec![
            Answer::say(Say::Prefs(own(ctx, &prefs, self.now()))).in_lang(lang),
        ])
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
        vacation_days: settings.vacation_days,
        challenge_days: settings.challenge_days,
    }
}

/// A person's preferences as `!prefs` shows them.
fn own(ctx: &Ctx<'_>, prefs: &UserPrefs, now: i64) -> Prefs {
    Prefs {
        language: prefs.language.clone(),
        flip: prefs.flip,
        reminder_hours: prefs.reminder_hours,
        time_zone: prefs.time_zone.clone(),
        vacation_used_days: (used_this_year(prefs, now) + DAY - 1) / DAY,
        vacation_days: ctx.settings.vacation_days,
        away_for: prefs.away_until.map(|until| (until - now).max(0)),
        quiet_hours: prefs.quiet_hours.clone(),
        digest_at: prefs
            .digest_at
            .and_then(DigestTime::from_minutes)
            .map(|time| time.to_string()),
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

/// The channel's daily puzzle and time zone, shown under its settings.
fn daily_puzzle_shown(settings: &ChannelSettings) -> Say {
    Say::Puzzle(PuzzleSay::DailySetting {
        at: settings
            .daily_puzzle_at
            .and_then(DigestTime::from_minutes)
            .map(|t| t.to_string()),
        zone: Zone::of(settings.time_zone.as_deref()).name().to_string(),
    })
}
