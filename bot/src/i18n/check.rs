//! The catalogs checked against English: every language has every message, no message
//! English lacks, and the same placeables in each; every message is used by the renderer.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// What a catalog message refers to: its variables and the other messages it includes.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Refs {
    pub variables: BTreeSet<String>,
    pub messages: BTreeSet<String>,
}

/// A catalog's messages and what each refers to; an error for a catalog that does not parse.
pub(crate) fn messages(source: &str) -> Result<BTreeMap<String, Refs>, String> {
    let resource = fluent_syntax::parser::parse(source)
        .map_err(|(_, errors)| format!("{} syntax errors: {errors:?}", errors.len()))?;
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(message) => {
                let mut refs = Refs::default();
                if let Some(pattern) = &message.value {
                    pattern_refs(pattern, &mut refs);
                }
                for attribute in &message.attributes {
                    pattern_refs(&attribute.value, &mut refs);
                }
                if out.insert(message.id.name.to_string(), refs).is_some() {
                    return Err(format!("{} is defined twice", message.id.name));
                }
            }
            Entry::Term(term) => return Err(format!("term -{}: use messages", term.id.name)),
            Entry::Junk { content } => return Err(format!("junk: {content}")),
            _ => {}
        }
    }
    Ok(out)
}

fn pattern_refs(pattern: &Pattern<&str>, refs: &mut Refs) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_refs(expression, refs);
        }
    }
}

fn expression_refs(expression: &Expression<&str>, refs: &mut Refs) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_refs(selector, refs);
            for variant in variants {
                pattern_refs(&variant.value, refs);
            }
        }
        Expression::Inline(inline) => inline_refs(inline, refs),
    }
}

fn inline_refs(inline: &InlineExpression<&str>, refs: &mut Refs) {
    match inline {
        InlineExpression::VariableReference { id } => {
            refs.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            refs.messages.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_refs(argument, refs);
            }
            for named in &arguments.named {
                inline_refs(&named.value, refs);
            }
        }
        InlineExpression::Placeable { expression } => expression_refs(expression, refs),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::COMMANDS;
    use crate::i18n::Lang;
    use crate::i18n::catalog::source;
    use crate::i18n::help::{argument_id, slash_id, summary_id};

    fn english() -> BTreeMap<String, Refs> {
        messages(source(Lang::En).expect("English has a catalog")).unwrap()
    }

    #[test]
    fn every_language_has_a_catalog() {
        for lang in Lang::ALL {
            assert!(
                source(lang).is_some(),
                "bot/locales/{}/dama.ftl is missing",
                lang.code()
            );
        }
    }

    #[test]
    fn every_catalog_has_englishs_messages_and_placeables() {
        let english = english();
        for lang in Lang::ALL {
            let Some(text) = source(lang) else { continue };
            let catalog = messages(text).unwrap_or_else(|e| panic!("{}: {e}", lang.code()));
            let missing: Vec<&String> = english
                .keys()
                .filter(|k| !catalog.contains_key(*k))
                .collect();
            let unknown: Vec<&String> = catalog
                .keys()
                .filter(|k| !english.contains_key(*k))
                .collect();
            assert!(missing.is_empty(), "{}: missing {missing:?}", lang.code());
            assert!(
                unknown.is_empty(),
                "{}: not in English {unknown:?}",
                lang.code()
            );
            for (id, refs) in &english {
                assert_eq!(
                    catalog[id].variables,
                    refs.variables,
                    "{}: the placeables of {id} differ from English's",
                    lang.code()
                );
                for included in &catalog[id].messages {
                    assert!(
                        english.contains_key(included),
                        "{}: {id} includes {included}",
                        lang.code()
                    );
                }
            }
        }
    }

    /// Every English message is used: named in the renderer's source, built from the command
    /// table, or included by another message.
    #[test]
    fn every_message_is_used() {
        let english = english();
        let sources = [
            include_str!("render.rs"),
            include_str!("game.rs"),
            include_str!("refusal.rs"),
            include_str!("help.rs"),
            include_str!("days.rs"),
            include_str!("mod.rs"),
            include_str!("computer.rs"),
            include_str!("community.rs"),
            include_str!("tournament.rs"),
            include_str!("away.rs"),
            include_str!("flood.rs"),
            include_str!("operating.rs"),
            include_str!("private.rs"),
            include_str!("puzzle.rs"),
            include_str!("tap.rs"),
            include_str!("live.rs"),
        ]
        .concat();
        let mut used: BTreeSet<String> = BTreeSet::new();
        for command in COMMANDS {
            used.insert(summary_id(command));
            used.insert(slash_id(command));
            for arg in command.args {
                used.insert(argument_id(command, arg));
            }
        }
        for refs in english.values() {
            used.extend(refs.messages.iter().cloned());
        }
        for id in english.keys() {
            assert!(
                used.contains(id) || sources.contains(&format!("\"{id}\"")),
                "{id} is in the catalog but nothing uses it"
            );
        }
        for id in &used {
            assert!(
                english.contains_key(id),
                "{id} is used but not in the catalog"
            );
        }
    }

    /// Discord takes a slash command's name only in lowercase letters, digits, `-` and `_`,
    /// at most 32 characters, and each name once; descriptions take at most 100 characters.
    #[test]
    fn slash_command_texts_fit_discord() {
        for lang in Lang::ALL {
            let mut names = BTreeSet::new();
            for command in COMMANDS {
                let name = crate::i18n::slash_name(command, lang);
                assert!(
                    !name.is_empty()
                        && name.chars().count() <= 32
                        && name
                            .chars()
                            .all(|c| (c.is_alphanumeric() && !c.is_uppercase())
                                || c == '-'
                                || c == '_'),
                    "{}: slash-{} = {name:?}",
                    lang.code(),
                    command.name
                );
                assert!(names.insert(name.clone()), "{}: {name} twice", lang.code());
                let summary = crate::i18n::command_summary(command, lang);
                assert!(summary.chars().count() <= 100, "{}: {summary}", lang.code());
                for arg in command.args {
                    let text = crate::i18n::argument_description(command, arg, lang);
                    assert!(text.chars().count() <= 100, "{}: {text}", lang.code());
                }
            }
        }
    }
}
