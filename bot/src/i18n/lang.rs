//! The languages of the bot, and how a language is named by people and by platforms.

use unic_langid::LanguageIdentifier;

/// The languages of the bot's texts; each has its catalog `bot/locales/CODE/dama.ftl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    It,
    Es,
    Pt,
    Ru,
    Tr,
    Nl,
    Fr,
    Cs,
    Pl,
    De,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 11] = [
        Lang::En,
        Lang::It,
        Lang::Es,
        Lang::Pt,
        Lang::Ru,
        Lang::Tr,
        Lang::Nl,
        Lang::Fr,
        Lang::Cs,
        Lang::Pl,
        Lang::De,
    ];

    /// Reads a code or a language's name in English or in itself: `en`, `italiano`,
    /// `pt-BR`, `русский`, … (case-insensitive).
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.trim().to_lowercase();
        let by_name = match text.as_str() {
            "eng" | "english" | "inglese" => Some(Lang::En),
            "ita" | "italian" | "italiano" => Some(Lang::It),
            "spanish" | "español" | "espanol" | "castellano" => Some(Lang::Es),
            "portuguese" | "português" | "portugues" | "brasileiro" => Some(Lang::Pt),
            "russian" | "русский" | "russkiy" => Some(Lang::Ru),
            "turkish" | "türkçe" | "turkce" => Some(Lang::Tr),
            "dutch" | "nederlands" => Some(Lang::Nl),
            "french" | "français" | "francais" => Some(Lang::Fr),
            "czech" | "čeština" | "cestina" => Some(Lang::Cs),
            "polish" | "polski" => Some(Lang::Pl),
            "german" | "deutsch" => Some(Lang::De),
            _ => None,
        };
        by_name.or_else(|| Lang::from_locale(&text))
    }

    /// The language of a platform's locale: Discord's `pt-BR`, `es-419`, `en-US`;
    /// Telegram's IETF `language_code` (`ru`, `pt-br`). `None` for a language the bot does
    /// not have.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The code stored in the database, and the catalog's folder.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Ru => "ru",
            Lang::Tr => "tr",
            Lang::Nl => "nl",
            Lang::Fr => "fr",
            Lang::Cs => "cs",
            Lang::Pl => "pl",
            Lang::De => "de",
        }
    }

    /// The language's name in itself, for lists of languages.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Es => "Español",
            Lang::Pt => "Português (Brasil)",
            Lang::Ru => "Русский",
            Lang::Tr => "Türkçe",
            Lang::Nl => "Nederlands",
            Lang::Fr => "Français",
            Lang::Cs => "Čeština",
            Lang::Pl => "Polski",
            Lang::De => "Deutsch",
        }
    }

    /// The locale whose plural rules the catalog follows (Portuguese: Brazil's).
    pub fn locale(self) -> LanguageIdentifier {
        let tag = match self {
            Lang::Pt => "pt-BR",
            other => other.code(),
        };
        tag.parse().expect("the language tags are valid")
    }

    /// Discord's locales for the language, for slash commands' localizations
    /// (<https://discord.com/developers/docs/reference#locales>).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::It => &["it"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Pt => &["pt-BR"],
            Lang::Ru => &["ru"],
            Lang::Tr => &["tr"],
            Lang::Nl => &["nl"],
            Lang::Fr => &["fr"],
            Lang::Cs => &["cs"],
            Lang::Pl => &["pl"],
            Lang::De => &["de"],
        }
    }
}

/// The codes `!settings language` and `!prefs language` take.
pub fn codes() -> String {
    Lang::ALL.map(Lang::code).join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_codes_and_locales() {
        assert_eq!(Lang::parse("IT"), Some(Lang::It));
        assert_eq!(Lang::parse("english"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), Some(Lang::Fr));
        assert_eq!(Lang::parse("Русский"), Some(Lang::Ru));
        assert_eq!(Lang::parse("klingon"), None);
        assert_eq!(Lang::from_locale("pt-BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_locale("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_locale("ja"), None);
        assert_eq!(Lang::from_locale(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
            assert_eq!(Lang::ALL[lang as usize], lang);
        }
    }
}
