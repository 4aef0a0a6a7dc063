//! The Fluent catalogs, one per language, embedded in the binary, and the formatting of one
//! message into text spans.
//!
//! Catalogs are plain text: a translator never sees Rust. What a chat platform renders
//! specially travels through the catalog as markers that [`Spans`] turns back into spans:
//! `CODE(…)` and `BOLD(…)` are Fluent functions, and a person to notify is a placeable whose
//! value stands for the [`User`] (so a mention stays a real mention in every language).

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Lang;
use crate::message::{Span, User};

// `CATALOGS`: every `bot/locales/LANG/dama.ftl`, embedded by the build script.
include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// The catalog of a language, if it has one.
pub(crate) fn source(lang: Lang) -> Option<&'static str> {
    CATALOGS
        .iter()
        .find(|(code, _)| *code == lang.code())
        .map(|(_, text)| *text)
}

// Markers in formatted text: private-use characters, removed from every argument first.
const MENTION_OPEN: char = '\u{E000}';
const MENTION_CLOSE: char = '\u{E001}';
const CODE_OPEN: char = '\u{E002}';
const CODE_CLOSE: char = '\u{E003}';
const BOLD_OPEN: char = '\u{E004}';
const BOLD_CLOSE: char = '\u{E005}';

fn is_marker(c: char) -> bool {
    ('\u{E000}'..='\u{E005}').contains(&c)
}

static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|lang| {
            // A language without a catalog speaks English (the tests require every one).
            let source = source(*lang).or(source(Lang::En)).unwrap_or_default();
            let resource =
                FluentResource::try_new(source.to_string()).unwrap_or_else(|(resource, errors)| {
                    tracing::error!(lang = lang.code(), ?errors, "catalog does not parse");
                    resource
                });
            let mut bundle = FluentBundle::new_concurrent(vec![lang.locale()]);
            // Placeables hold names, moves and numbers inside sentences; Unicode isolation
            // marks around them would reach the chat as invisible characters.
            bundle.set_use_isolating(false);
            bundle
                .add_function("CODE", |positional, _| {
                    wrap(positional, CODE_OPEN, CODE_CLOSE)
                })
                .expect("CODE is added once");
            bundle
                .add_function("BOLD", |positional, _| {
                    wrap(positional, BOLD_OPEN, BOLD_CLOSE)
                })
                .expect("BOLD is added once");
            if let Err(errors) = bundle.add_resource(resource) {
                tracing::error!(
                    lang = lang.code(),
                    ?errors,
                    "catalog has duplicate messages"
                );
            }
            bundle
        })
        .collect()
});

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    &BUNDLES[lang as usize]
}

/// `CODE("!accept #", $game)`: the arguments joined, between markers.
fn wrap<'a>(positional: &[FluentValue<'a>], open: char, close: char) -> FluentValue<'a> {
    let mut out = String::from(open);
    for value in positional {
        match value {
            FluentValue::String(s) => out.push_str(s),
            FluentValue::Number(n) => out.push_str(&n.as_string()),
            _ => {}
        }
    }
    out.push(close);
    FluentValue::from(out)
}

/// The arguments of one message.
#[derive(Default)]
pub(crate) struct Args {
    fluent: FluentArgs<'static>,
    users: Vec<User>,
}

impl Args {
    pub fn new() -> Args {
        Args::default()
    }

    /// A number: plural rules select on it.
    pub fn n(mut self, key: &'static str, n: impl Into<f64>) -> Args {
        self.fluent.set(key, FluentValue::from(n.into()));
        self
    }

    /// A count or an id (CLDR plurals apply).
    pub fn i(self, key: &'static str, n: i64) -> Args {
        self.n(key, n as f64)
    }

    /// Text from outside (a name, what was typed): shown as it is.
    pub fn s(mut self, key: &'static str, text: impl AsRef<str>) -> Args {
        let clean: String = text.as_ref().chars().filter(|c| !is_marker(*c)).collect();
        self.fluent.set(key, FluentValue::from(clean));
        self
    }

    /// Text formatted from the catalog already (it may hold code or bold, never mentions).
    pub fn t(mut self, key: &'static str, text: String) -> Args {
        self.fluent.set(key, FluentValue::from(text));
        self
    }

    /// A person to notify.
    pub fn m(mut self, key: &'static str, user: &User) -> Args {
        let marker = format!("{MENTION_OPEN}{}{MENTION_CLOSE}", self.users.len());
        self.users.push(user.clone());
        self.fluent.set(key, FluentValue::from(marker));
        self
    }
}

/// Formats a message: its text with markers, and the people its mentions stand for.
pub(crate) fn format(lang: Lang, id: &str, args: Args) -> (String, Vec<User>) {
    let (bundle, message) = match bundle(lang).get_message(id) {
        Some(message) => (bundle(lang), message),
        None => {
            tracing::error!(lang = lang.code(), id, "message missing; using English");
            match bundle(Lang::En).get_message(id) {
                Some(message) => (bundle(Lang::En), message),
                None => return (id.to_string(), args.users),
            }
        }
    };
    let Some(pattern) = message.value() else {
        return (id.to_string(), args.users);
    };
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&args.fluent), &mut errors)
        .into_owned();
    if !errors.is_empty() {
        tracing::error!(
            lang = lang.code(),
            id,
            ?errors,
            "message formatted with errors"
        );
        #[cfg(test)]
        panic!("{id} in {lang:?}: {errors:?}");
    }
    (text, args.users)
}

/// Formatted text back into spans: markers become code, bold and mentions.
pub(crate) fn spans(text: &str, users: &[User]) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut current = String::new();
    let mut mention = String::new();
    let mut kind = Kind::Text;
    let flush = |out: &mut Vec<Span>, current: &mut String, kind: Kind| {
        if current.is_empty() {
            return;
        }
        let text = std::mem::take(current);
        match kind {
            Kind::Text => match out.last_mut() {
                Some(Span::Text(last)) => last.push_str(&text),
                _ => out.push(Span::Text(text)),
            },
            Kind::Code => out.push(Span::Code(text)),
            Kind::Bold => out.push(Span::Bold(text)),
            Kind::Mention => {}
        }
    };
    for c in text.chars() {
        match c {
            CODE_OPEN | BOLD_OPEN | MENTION_OPEN => {
                flush(&mut out, &mut current, kind);
                kind = match c {
                    CODE_OPEN => Kind::Code,
                    BOLD_OPEN => Kind::Bold,
                    _ => Kind::Mention,
                };
            }
            CODE_CLOSE | BOLD_CLOSE => {
                flush(&mut out, &mut current, kind);
                kind = Kind::Text;
            }
            MENTION_CLOSE => {
                if let Some(user) = mention.parse::<usize>().ok().and_then(|i| users.get(i)) {
                    out.push(Span::Mention(user.clone()));
                }
                mention.clear();
                kind = Kind::Text;
            }
            c if kind == Kind::Mention => mention.push(c),
            c => current.push(c),
        }
    }
    flush(&mut out, &mut current, kind);
    out
}

/// Formatted text as plain text (markers dropped), for texts inside other texts.
pub(crate) fn plain(text: &str) -> String {
    text.chars().filter(|c| !is_marker(*c)).collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Text,
    Code,
    Bold,
    Mention,
}
