// Generated from openapi/api.yaml by `npm run gen:api` (openapi-typescript). Do not edit: change the contract and regenerate.

export interface paths {
    "/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List articles
         * @description Paginated (default 50). `search` matches code, description and barcode.
         */
        get: operations["listArticles"];
        put?: never;
        /**
         * Create an article
         * @description A code already used by another article is refused with 422 on `code`, shown under the field.
         */
        post: operations["createArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article */
        get: operations["getArticle"];
        /**
         * Update an article
         * @description A code already used by another article is refused with 422 on `code`, shown under the field.
         */
        put: operations["updateArticle"];
        post?: never;
        /**
         * Delete an article
         * @description The article leaves every price list. Quote rows keep their own copy of description and prices (their
         *     `article_id` becomes null).
         */
        delete: operations["deleteArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article categories
         * @description Taxonomy lists are readable by whoever may list articles (`articles.viewAny`).
         */
        get: operations["listArticleCategories"];
        put?: never;
        /**
         * Create an article category
         * @description Taxonomy writes need the article write permission (`articles.create`). A code already used is refused with 422 on `code`, shown under the field. So is a name already used in the same taxonomy (case and spacing aside), with 422 on `name`.
         */
        post: operations["createArticleCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article category */
        get: operations["getArticleCategory"];
        /**
         * Update an article category
         * @description Needs `articles.update`. A code already used by another article category is refused with 422 on `code`, shown under the field. So is a name another article category has (case and spacing aside), with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateArticleCategory"];
        post?: never;
        /**
         * Delete an article category
         * @description Needs `articles.delete`. 409 while articles use it (the message says how many), so they never lose their `category` silently.
         */
        delete: operations["deleteArticleCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article brands
         * @description Taxonomy lists are readable by whoever may list articles (`articles.viewAny`).
         */
        get: operations["listArticleBrands"];
        put?: never;
        /**
         * Create an article brand
         * @description Taxonomy writes need the article write permission (`articles.create`). A code already used is refused with 422 on `code`, shown under the field. So is a name already used in the same taxonomy (case and spacing aside), with 422 on `name`.
         */
        post: operations["createArticleBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article brand */
        get: operations["getArticleBrand"];
        /**
         * Update an article brand
         * @description Needs `articles.update`. A code already used by another article brand is refused with 422 on `code`, shown under the field. So is a name another article brand has (case and spacing aside), with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateArticleBrand"];
        post?: never;
        /**
         * Delete an article brand
         * @description Needs `articles.delete`. 409 while articles use it (the message says how many), so they never lose their `brand` silently.
         */
        delete: operations["deleteArticleBrand"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article divisions
         * @description Taxonomy lists are readable by whoever may list articles (`articles.viewAny`).
         */
        get: operations["listArticleDivisions"];
        put?: never;
        /**
         * Create an article division
         * @description Taxonomy writes need the article write permission (`articles.create`). A code already used is refused with 422 on `code`, shown under the field. So is a name already used in the same taxonomy (case and spacing aside), with 422 on `name`.
         */
        post: operations["createArticleDivision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-divisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article division */
        get: operations["getArticleDivision"];
        /**
         * Update an article division
         * @description Needs `articles.update`. A code already used by another article division is refused with 422 on `code`, shown under the field. So is a name another article division has (case and spacing aside), with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateArticleDivision"];
        post?: never;
        /**
         * Delete an article division
         * @description Needs `articles.delete`. 409 while articles use it (the message says how many), so they never lose their `division` silently.
         */
        delete: operations["deleteArticleDivision"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article groups
         * @description Taxonomy lists are readable by whoever may list articles (`articles.viewAny`).
         */
        get: operations["listArticleGroups"];
        put?: never;
        /**
         * Create an article group
         * @description Taxonomy writes need the article write permission (`articles.create`). A code already used is refused with 422 on `code`, shown under the field. So is a name already used in the same taxonomy (case and spacing aside), with 422 on `name`.
         */
        post: operations["createArticleGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article group */
        get: operations["getArticleGroup"];
        /**
         * Update an article group
         * @description Needs `articles.update`. A code already used by another article group is refused with 422 on `code`, shown under the field. So is a name another article group has (case and spacing aside), with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateArticleGroup"];
        post?: never;
        /**
         * Delete an article group
         * @description Needs `articles.delete`. 409 while articles use it (the message says how many), so they never lose their `group` silently.
         */
        delete: operations["deleteArticleGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article lines
         * @description Taxonomy lists are readable by whoever may list articles (`articles.viewAny`).
         */
        get: operations["listArticleLines"];
        put?: never;
        /**
         * Create an article line
         * @description Taxonomy writes need the article write permission (`articles.create`). A code already used is refused with 422 on `code`, shown under the field. So is a name already used in the same taxonomy (case and spacing aside), with 422 on `name`.
         */
        post: operations["createArticleLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-lines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article line */
        get: operations["getArticleLine"];
        /**
         * Update an article line
         * @description Needs `articles.update`. A code already used by another article line is refused with 422 on `code`, shown under the field. So is a name another article line has (case and spacing aside), with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateArticleLine"];
        post?: never;
        /**
         * Delete an article line
         * @description Needs `articles.delete`. 409 while articles use it (the message says how many), so they never lose their `line` silently.
         */
        delete: operations["deleteArticleLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List article types
         * @description Taxonomy lists are readable by whoever may list articles (`articles.viewAny`).
         */
        get: operations["listArticleTypes"];
        put?: never;
        /**
         * Create an article type
         * @description Taxonomy writes need the article write permission (`articles.create`). A code already used is refused with 422 on `code`, shown under the field. So is a name already used in the same taxonomy (case and spacing aside), with 422 on `name`.
         */
        post: operations["createArticleType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/article-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an article type */
        get: operations["getArticleType"];
        /**
         * Update an article type
         * @description Needs `articles.update`. A code already used by another article type is refused with 422 on `code`, shown under the field. So is a name another article type has (case and spacing aside), with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateArticleType"];
        post?: never;
        /**
         * Delete an article type
         * @description Needs `articles.delete`. 409 while articles use it (the message says how many), so they never lose their `type` silently.
         */
        delete: operations["deleteArticleType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List warehouses */
        get: operations["listWarehouses"];
        put?: never;
        /**
         * Create a warehouse
         * @description With `is_default` true the other warehouses stop being the default. A code already used is refused with 422 on `code`, shown under the field. So is a name another warehouse has (case and spacing aside), with 422 on `name`.
         */
        post: operations["createWarehouse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a warehouse
         * @description Not listed in spec §7; added so an edit screen can load the record.
         */
        get: operations["getWarehouse"];
        /**
         * Update a warehouse
         * @description With `is_default` true the other warehouses stop being the default. A code already used is refused with 422 on `code`, shown under the field. So is a name another warehouse has (case and spacing aside), with 422 on `name`.
         */
        put: operations["updateWarehouse"];
        post?: never;
        /**
         * Delete a warehouse
         * @description 409 while it is the default warehouse, articles are stocked in it, or articles have it as their warehouse (the message says how many).
         */
        delete: operations["deleteWarehouse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description No default page size: all rows unless `page_size` is given (spec §9); then `meta` describes one page holding every row.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description A name another category of the same scope has (case and spacing aside) is refused with 422 on `name`.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a category
         * @description A name another category of the same scope has (case and spacing aside) is refused with 422 on `name`; keeping its own name is fine.
         */
        put: operations["updateCategory"];
        post?: never;
        /** Delete a category */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the rating scale
         * @description The ratings an evaluator can give a goal, lowest `value` first. Readable by whoever may read goals
         *     (`goals.viewAny`): the spec's `evaluator`/`evaluators` keys only switch the module on, and every screen
         *     that shows ratings (goal evaluations, evaluation sheets) already needs goal access.
         */
        get: operations["listRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List price lists
         * @description No default page size: all rows unless `page_size` is given (spec §9); then `meta` describes one page holding every row. Rows carry no `articles`.
         */
        get: operations["listPriceLists"];
        put?: never;
        /**
         * Create a price list
         * @description `articles`, when sent, becomes the list's articles. A code already used is refused with 422 on `code`, shown under the field.
         */
        post: operations["createPriceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a price list with its articles */
        get: operations["getPriceList"];
        /**
         * Update a price list
         * @description `articles`, when sent, replaces the list's articles; when left out they stay as they are. A code already used is refused with 422 on `code`, shown under the field.
         */
        put: operations["updatePriceList"];
        post?: never;
        /**
         * Delete a price list
         * @description Quotes made with it keep their rows and prices (their `price_list` becomes null).
         */
        delete: operations["deletePriceList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-lists/{id}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the articles of a price list
         * @description Tab "articles" of the price list screen. Paginated (default 50); `search` matches article code and description.
         */
        get: operations["listPriceListArticles"];
        put?: never;
        /**
         * Add an article to a price list
         * @description Designed by Bottega (the spec shows only listing and removing). `price` defaults to the article's price
         *     and `discount_percent` to 0. 409 when the article is already in the list; 422 when it does not exist.
         */
        post: operations["addPriceListArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-lists/{id}/articles/{articleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description Id of the article (not of a price list row). */
                articleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change an article's price in a price list
         * @description Designed by Bottega. 404 when the article is not in the list.
         */
        put: operations["updatePriceListArticle"];
        post?: never;
        /**
         * Remove an article from a price list
         * @description 404 when the article is not in the list. The article itself is kept.
         */
        delete: operations["removePriceListArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description Paginated (default 50), newest first unless `sort` says otherwise.
         */
        get: operations["listQuotes"];
        put?: never;
        /**
         * Create a quote
         * @description The quote starts in status `draft`; the server assigns `number` and computes row totals and `totals`.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a quote with its rows */
        get: operations["getQuote"];
        /**
         * Update a quote
         * @description `rows` replaces the quote's rows (rows with an `id` keep it). Quotes cannot be deleted (spec §7).
         */
        put: operations["updateQuote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}/download-as-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Download the quote as PDF
         * @description The quote as the customer receives it, in the proposal's family: the company's letterhead (Settings →
         *     Company), customer, validity, rows, totals per VAT rate and notes. Also what the app opens for printing.
         */
        get: operations["downloadQuotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a quote
         * @description Creates a new draft quote copying every field (customer, price list, validity, notes) and every row
         *     (article, description, quantity, unit, unit price, discount, VAT rate): new `number`, status `draft`, no
         *     `sent_at`. The dates are kept as they were (the user changes them on the copy). No body.
         */
        post: operations["duplicateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}/send-to-assigned-customer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a quote to its customer
         * @description Sends the quote (rows and totals) to the customer profile's e-mail address, with the optional subject
         *     and message. A `draft` quote becomes `sent` and `sent_at` is set. Sending changes the quote, so it needs
         *     `quotes.update`. 422 with `code: customer_without_email` (and the message on `customer_id`) when the
         *     customer has no e-mail address (the app shows its empty-recipient warning). 502 when the mail transport
         *     could not deliver the message: the quote is then left unchanged (not `sent`).
         */
        post: operations["sendQuoteToAssignedCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List goals
         * @description Administrators, holders of `packages.management` and those who create or update goals list every goal;
         *     everybody else only the goals of the packages assigned to them or evaluated by them (filtered on the
         *     server, totals included). Any other goal answers 404 to them, in its reads and its media operations.
         */
        get: operations["listGoals"];
        put?: never;
        /** Create a goal */
        post: operations["createGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a goal */
        get: operations["getGoal"];
        /** Update a goal */
        put: operations["updateGoal"];
        post?: never;
        /**
         * Delete a goal
         * @description 409 while a package assigns the goal.
         */
        delete: operations["deleteGoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file to a goal */
        post: operations["uploadGoalMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Rename a goal attachment */
        put: operations["renameGoalMedia"];
        post?: never;
        /** Delete a goal attachment */
        delete: operations["deleteGoalMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/goals/{id}/media/{mediaId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        /** Download a goal attachment */
        get: operations["downloadGoalMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List packages
         * @description The evaluators screen (packages list). Paginated (default 50). Evaluations are private: administrators and
         *     holders of `packages.management` list every package; everybody else only the packages assigned to them and
         *     those they evaluate (filtered on the server, totals included). Any other package answers 404 to them, with
         *     its goals and evaluations.
         */
        get: operations["listPackages"];
        put?: never;
        /**
         * Assign goals to a user (create a package)
         * @description The package starts `assigned`, unacknowledged, with its evaluation sheet hidden. Unknown user or goal ids answer 422.
         */
        post: operations["createPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/visible_annual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the year's evaluation sheets visible
         * @description Sets `evaluation_sheet_visible` on every hidden package of `year`, so that the people evaluated can read
         *     their evaluation sheets. The app asks for confirmation first (spec §4 and §5), naming the packages that still
         *     have unrated goals (`GET /packages?year=…&status=assigned`). 422 naming the packages when one's goal weights
         *     do not total 100 % (`errors.year`), or when some have unrated goals and `include_unrated` is not true
         *     (`errors.include_unrated`); nothing changes then. Answers how many packages changed.
         */
        post: operations["makeAnnualEvaluationSheetsVisible"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a package's evaluation moves
         * @description The package's moves on its evaluation workflow, oldest first (issue 35): its creation (`assigned`), each
         *     rating given or removed (the status after it, `assigned` or `rated`), an edit that changes the status, the
         *     publication of its sheet (`visible`) and the acknowledgement (`acknowledged`), each with who and when.
         *     The privacy rule of packages holds: a package the caller may not see is 404, and the person evaluated does
         *     not see the rating steps before their sheet is visible. Recorded from this version on.
         */
        get: operations["getPackageSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a package */
        get: operations["getPackage"];
        /**
         * Update a package
         * @description Goals left out of `goals` lose their evaluations in this package. What the body leaves out keeps its value:
         *     without `evaluator_id` the evaluator stays, and a goal sent without `weight` keeps its weight in the package
         *     (a goal newly assigned takes the goal's own).
         */
        put: operations["updatePackage"];
        post?: never;
        /**
         * Delete a package
         * @description Its evaluations and attachments go with it.
         */
        delete: operations["deletePackage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/acknowledgment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm the acknowledgement of a package
         * @description The person evaluated acknowledges their visible evaluation sheet: sets `acknowledgement.confirmed` and
         *     `confirmed_at`, and the status becomes `acknowledged` (the last step). Needs `packages.view` and only the
         *     package's user may confirm (403 for anyone else who sees the package). 409 while the sheet is not visible
         *     and when already confirmed. No body.
         */
        put: operations["confirmPackageAcknowledgment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/goals/{goalId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                goalId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a goal of a package with its evaluations
         * @description 404 when the goal is not assigned by this package, or the package is not the caller's (see listPackages).
         *     The person evaluated gets no evaluations until their sheet is visible.
         */
        get: operations["getPackageGoal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the evaluations of a package
         * @description 404 when the package is not the caller's (see listPackages). The person evaluated gets an empty page until
         *     their sheet is visible.
         */
        get: operations["listPackageEvaluations"];
        put?: never;
        /**
         * Evaluate a goal of a package
         * @description Records the evaluator's rating of one goal. Only the package's evaluator, an administrator or a holder of
         *     `packages.management` rates; the person evaluated never rates their own goals, whatever keys they hold (403,
         *     nothing written). 404 when the package is not the caller's. 409 once the sheet is visible (ratings are
         *     frozen). One evaluation per goal and package: 409 when the goal is already evaluated (delete that evaluation
         *     first). 422 when the goal is not in the package or the rating does not exist. When every goal is evaluated
         *     the package status becomes `rated`.
         */
        post: operations["createPackageEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/evaluations/{evaluationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                evaluationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an evaluation
         * @description The same people as rating (403 otherwise). Allowed while the sheet is hidden, to correct a rating (a `rated`
         *     package becomes `assigned` until the goal is rated again); 409 once the sheet is visible.
         */
        delete: operations["deletePackageEvaluation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/evaluation-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get the evaluation sheet of a package
         * @description Designed by Bottega. The sheet lists each goal with its weight, rating and score, the rating scale and
         *     the weighted score: the sum over evaluated goals of `weight × value` divided by 100 (the weights total 100 %),
         *     where `value` is the evaluation's `score` when given, else its rating's `value` (null when nothing is
         *     evaluated yet). Holders of `packages.management` and the package's evaluator can always read it; the
         *     assignee only once `evaluation_sheet_visible` is true (403 before); anyone else gets 404.
         */
        get: operations["getPackageEvaluationSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file to a package */
        post: operations["uploadPackageMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a package attachment
         * @description Package attachments cannot be deleted (spec §7 offers DELETE only for works and goals).
         */
        put: operations["renamePackageMedia"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{id}/media/{mediaId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        /** Download a package attachment */
        get: operations["downloadPackageMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in or refresh the session
         * @description OAuth 2 token endpoint shaped like Laravel Passport. Two grants, selected by `grant_type`:
         *     - `password`: the app's client credentials plus the user's e-mail (`username`) and password;
         *     - `refresh_token`: the app's client credentials plus the refresh token. Refresh tokens rotate: the old one is
         *       revoked and the answer carries a new one.
         *
         *     **Exception to the envelope rule:** the 200 answer is NOT wrapped in `data`; it is Passport's plain object.
         *     Failures answer 400 (wrong user credentials, or an invalid, expired or revoked refresh token) or 401 (unknown
         *     client or wrong client secret), both with `message: 'The credentials were incorrect.'`; 429 after too many failed
         *     attempts. The app never treats a 401 from this endpoint as a reason to refresh (spec §4).
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/find/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a password reset token
         * @description Used by the set-password screen (/password/set/{token}) before showing the form.
         */
        get: operations["findPasswordResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the password of the user owning `email`, consuming the reset token. Answers `message: 'password changed
         *     correctly'`. The user then signs in normally.
         */
        post: operations["createPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (revoke the current session on the server)
         * @description Revokes the calling access token and its whole token family: every refresh token descending from the same
         *     sign-in and the access tokens they issued. From the next request on, the old access token answers 401 and the
         *     old refresh token is refused by POST /oauth/token. The app calls it on logout and clears its stored tokens
         *     whatever the answer. Recorded in the audit log (`auth.logout`).
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset e-mail
         * @description Sends an e-mail with a link to /password/set/{token} (token valid 60 minutes). To avoid revealing which
         *     addresses have accounts, the answer is the same 200 `message: 'email sent correctly'`, in the same time,
         *     whether or not the address belongs to a user of this tenant, and whether or not the request was throttled:
         *     the reference server sends at most one mail a minute and five an hour per address, and serves twenty
         *     requests an hour per client, silently (no 429).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an invitation (join screen)
         * @description Invitations are created when an administrator creates a user (`POST /users`); the e-mail links to
         *     /join/{invitationId}. The id is an opaque random string, not a sequential number, because the call is public.
         *     Accepted and expired invitations are still returned (see `status`) so the join screen can explain.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{invitationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation and sign in
         * @description Sets the invited user's password (and optionally corrects their name), marks an `unregistered` user `active`,
         *     and signs them in: the answer is the same plain Passport-shaped token object as `POST /oauth/token` (NOT wrapped
         *     in `data`), so the app stores the tokens and runs its start-up sequence. 409 when the invitation was already
         *     accepted or has expired.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant named by the request host
         * @description First call of the start-up sequence. 404 when the host names no known tenant (the app shows no-tenant).
         */
        get: operations["getCurrentTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/current/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download the whole tenant's data (at most one a day)
         * @description The same archive as `npm run tenant -- export`: a zip with every record of the tenant as JSON lines per table
         *     (`tenant import` reads it on any Bottega), its uploaded files, and one XLSX workbook per module for people.
         *     Administrators only. At most one download a day per tenant: a second one within 24 hours answers 429 with
         *     `Retry-After` and a message saying from when the next is possible. Recorded as an export of the tenant (the
         *     operator's `tenant delete` accepts it). A POST, not a GET: making the export is recorded (a read never writes).
         */
        post: operations["downloadTenantExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The instance's last good backup
         * @description When the last backup of the whole instance finished (`npm run backup` or the scheduled backups of
         *     `BACKUP_DIR`), for administrators to see that backups run; null when none was ever made on this database.
         *     `scheduled` describes the schedule of the embedded database (null when `BACKUP_DIR` is not set).
         */
        get: operations["getBackupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's own password
         * @description Checks the current password, then sets the new one (the password rule of spec §5; `password_confirmation`
         *     must equal it). Answers `message: 'password changed correctly'` in the user's language. The session making
         *     the call stays signed in; the user's other sessions (another browser, a lost phone) are ended, since the old
         *     password may be known. A wrong current password answers 422 under `current_password`. Recorded in the audit
         *     log (`user.password_changed`).
         */
        post: operations["changeMyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's permission names
         * @description Every permission the user holds through their role, limited to the modules enabled for the tenant; the admin
         *     role holds them all. Module-enabling permissions are bare module names (e.g. `works`). Not paginated.
         */
        get: operations["listMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all permissions
         * @description Used by the role editor. **No default page size**: all rows unless `page_size` is given.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's preferences
         * @description Only keys that are set are listed. Loaded at start-up.
         */
        get: operations["listMyPreferences"];
        put?: never;
        /**
         * Set a preference (upsert)
         * @description Creates the preference (201) or replaces its value (200). The value is checked per key (see PreferenceInput).
         */
        post: operations["setMyPreference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/preferences/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Preference key; may contain dots (e.g. `menu.expanded`). */
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        /**
         * Read one preference
         * @description 404 when the preference is not set (the app then uses null).
         */
        get: operations["getMyPreference"];
        put?: never;
        post?: never;
        /** Remove a preference (back to the default) */
        delete: operations["deleteMyPreference"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's notifications, newest first
         * @description Only the caller's own notifications in this tenant. `unread=true` keeps the unread ones (its `meta.total`
         *     is the unread count the bell shows). A notification carries data, not text: the app renders `kind` with
         *     `params` in the user's language and links to the record (`record_type`, `record_id`).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every unread notification of the caller read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one notification read
         * @description Someone else's notification (another user or tenant) is not found (404). Marking a read one again keeps its first reading time.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New notifications, live (server-sent events)
         * @description A `text/event-stream` of the caller's notifications created after `after` (default: from now on). Each is
         *     an event `notification` whose `id` is the notification's id and whose `data` is the Notification as JSON.
         *     When the caller's notifications change otherwise (marked read by a decision someone else made, or by the
         *     caller elsewhere; removed with their record), an event `unread` carries the new state as JSON: `through`
         *     (the newest notification id the stream has sent), `count` (the caller's unread notifications up to `through`) and `ids` (the newest 100 of
         *     them, newest first; a notification up to `through`, newer than the oldest listed and not listed, is read)
         *     and `recent` (the ids of the caller's newest 100 notifications up to `through`, read or not, newest first; a
         *     notification up to `through`, newer than the oldest listed (any, when fewer than 100 are listed) and not
         *     listed, no longer exists: its record was deleted or its request withdrawn). The event also comes when only
         *     `recent` changed, so that an open list drops such entries.
         *     A comment line (`: ping`) every 15 seconds keeps proxies from closing an idle stream. The server ends the
         *     stream after a few minutes so that the client reconnects with a fresh token (a revoked session stops
         *     receiving): reconnect with `after` = the last id received and nothing is lost. The request must accept
         *     `text/event-stream` (else 406).
         *
         *     Authentication is the usual bearer token: the app reads the stream with `fetch` (EventSource cannot send
         *     an Authorization header), so token refresh stays with the app's session.
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's settings
         * @description Loaded at start-up by every signed-in user, hence `self` rather than a settings permission.
         */
        get: operations["listSettings"];
        put?: never;
        /**
         * Set a tenant setting (upsert)
         * @description Creates the setting (201) or replaces its value (200). The value is checked per key (see SettingInput).
         */
        post: operations["setSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's identity as a company (Settings → Company)
         * @description Designed by Bottega (issue 29): ragione sociale, sede, P. IVA, codice fiscale, REA, capitale sociale, PEC,
         *     contacts, IBAN and logo. It is the only source of every PDF's letterhead and every mail's footer, read fresh
         *     for each document (a change applies to the next one). Read by those who may change it.
         */
        get: operations["getCompanyIdentity"];
        /**
         * Change the tenant's identity as a company
         * @description A partial update: a field left out keeps its value, `null` clears an optional one (the form sends what it
         *     owns). Checked as the form checks it: P. IVA 11 digits with its check digit, codice fiscale (11 digits or a
         *     person's 16 characters) with its check character, REA as `MI-1234567`, IBAN by its checksum, CAP 5 digits
         *     and a known province sigla for an Italian address, e-mail addresses; 422 names each field. `logo` is a PNG or
         *     JPEG data URL of at most 512 KB (the bytes must be what the media type says).
         */
        put: operations["updateCompanyIdentity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Setting key; may contain dots (e.g. `modules.hidden`). */
                key: components["parameters"]["SettingKey"];
            };
            cookie?: never;
        };
        /**
         * Read one tenant setting
         * @description Any signed-in user (`self`). 404 when the setting is not set (the app then uses null).
         */
        get: operations["getSetting"];
        put?: never;
        post?: never;
        /** Remove a tenant setting (back to the default) */
        delete: operations["deleteSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every mail the tenant sent or tried (Settings → Mail)
         * @description Designed by Bottega (issue 33): newest first. `status` is `not_sent` when no mail server is configured (the
         *     message is kept here only), `queued` while the mail server has it, `sent`, or `failed` with the mail server's
         *     reason in `error`. Read by those who may change the settings.
         */
        get: operations["listSentMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One mail as it was sent (text, HTML, attachments' names) */
        get: operations["getSentMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a mail of the log again, exactly as it was
         * @description A new entry of the log (`resent_from` names the original) with the same recipients, subject, text, HTML and
         *     attachments, sent through the mail server configured now. Recorded in the audit log (`mail.resent`).
         */
        post: operations["resendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a user who has not joined yet again
         * @description Designed by Bottega (issue 33): a new join link valid 7 days, mailed to the user; earlier links stop working.
         *     409 with `code: already_joined` when the user has already chosen a password. Recorded in the audit log
         *     (`user.invitation_resent`).
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first-run checklist of the tenant
         * @description Designed by Bottega (issue 33). The steps a new tenant's administrator goes through, each saved on its own
         *     when done (`markSetupStep`), so leaving halfway loses nothing; `finished` once they close the checklist
         *     (it then stays hidden until reopened from Settings). `hints` say what the tenant already has, so the screen
         *     can tell a step that looks done.
         */
        get: operations["getSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/steps/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The step. */
                step: components["schemas"]["SetupStep"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a step of the first-run checklist done or not done
         * @description `finished` done hides the checklist; not done reopens it (Settings → Reopen the first steps).
         */
        put: operations["markSetupStep"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the records the user may see, ranked and grouped by kind
         * @description Full-text search (PostgreSQL `tsvector`, accent-insensitive, Italian stemming besides exact words) over
         *     profiles, works, tasks, articles, quotes, proposals, samples, calendar events and users of the tenant. Every
         *     word of `q` must match, the last one as a prefix ("ross" finds "Rossi", "citta" finds "Città"); words of
         *     fewer than two characters are ignored.
         *
         *     Permission semantics: any signed-in user may call it (`x-permission: self`); each kind is searched only when
         *     the user holds that module's list key, checked like the list operation it stands for: `profiles.viewAny`,
         *     `works.viewAny`, `tasks.viewAny`, `articles.viewAny`, `quotes.viewAny`, `proposals.viewAny`,
         *     `samples.viewAny`, `events.viewAny`, `users.viewAny` (administrators hold all; a module hidden for the
         *     tenant grants nothing). Records outside what the list operations show are left out: deleted and merged
         *     profiles, and private events of others (their text is masked in the calendar, so it is not searchable).
         *     Kinds the user may not list are absent from `groups`, not empty.
         *
         *     Groups come in the order of their best hit; hits by rank, at most `limit` per kind.
         */
        get: operations["searchRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tenant's users */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create (invite) a user
         * @description Creates the user and always e-mails them an invitation (valid 7 days) linking to /join/{invitationId}.
         *     Accepting it sets their password and, when they are still `unregistered` (the default status), makes them
         *     `active`. 422 when the e-mail is already used by a user of this tenant.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/related-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a team leader's related users
         * @description The team of `user_id` (default the signed-in user). A user is a team leader when they have related users.
         */
        get: operations["listRelatedUsers"];
        put?: never;
        /**
         * Add users to a team
         * @description Links `related_users` to the leader `user_id` (default the signed-in user). Already linked users are ignored; the leader cannot be linked to themselves (422).
         */
        post: operations["linkRelatedUsers"];
        /**
         * Remove users from a team
         * @description Unlinks `related_users` from the leader `user_id` (default the signed-in user). Users not linked are ignored.
         */
        delete: operations["unlinkRelatedUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/available-related-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users that can join a team
         * @description Users of the tenant that are neither the leader `user_id` (default the signed-in user) nor already in their team.
         */
        get: operations["listAvailableRelatedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Read a user */
        get: operations["getUser"];
        /**
         * Update a user
         * @description 409 when users try to change their own role or status (they would lock themselves out). Setting a status
         *     other than `active` ends the user's sessions at once (their tokens are revoked).
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Revokes the user's tokens and removes them from every team. 409 when users try to delete themselves.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End every session of a user
         * @description Revokes all access and refresh tokens of the user: their open sessions end at their next request (401) and
         *     cannot be refreshed. Recorded in the audit log (`user.sessions_revoked`). An administrator's sessions are
         *     ended by an administrator only (403 for a sub-administrator, as for deactivating one).
         */
        delete: operations["revokeUserSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log
         * @description Who did what, when and from which address: changes to users, roles and their permissions, related users and
         *     tenant settings; sign-ins, failed sign-ins and sign-outs. Newest first. Read-only: the API offers no way to
         *     edit or delete an entry. Never holds passwords or tokens.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description 422 when the name is taken or a permission name is unknown.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Read a role with its permissions */
        get: operations["getRole"];
        /**
         * Update a role (label, permissions)
         * @description `permissions`, when given, replaces the role's whole permission set. 409 when renaming a built-in role or
         *     changing the permissions of `admin` (it always holds every permission). 422 on `permissions` when the caller
         *     edits their own role and the new set lacks a key of role editing (`roles`, `roles.viewAny`, `roles.view`,
         *     `roles.update`): the save would lock them out of the screen that could undo it.
         */
        put: operations["updateRole"];
        post?: never;
        /**
         * Delete a role
         * @description 409 for a built-in role or a role still given to users.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List section logins
         * @description Most recent first.
         */
        get: operations["listSectionAccesses"];
        put?: never;
        /**
         * Log in to a protected section
         * @description Checks the section's password (set by an administrator for the tenant; stored hashed) and records a login of the
         *     signed-in user to the section. The login is valid for 10 minutes: `valid_until = logged_in_at + 10 minutes`
         *     (the server's window, SECTION_ACCESS_WINDOW_SECONDS, 600 by default).
         *     A wrong password answers 422 with `errors.password`; repeated failures answer 429.
         */
        post: operations["createSectionAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a section login */
        get: operations["getSectionAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List documents */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload a document
         * @description Multipart form with the file and its details. 413 when the file exceeds the size limit. Programs, scripts and
         *     pages that run code are refused with 422 on `file` and `code: file_type_refused`: by extension (.exe, .msi,
         *     .dll, .bat, .cmd, .ps1, .vbs, .sh, .js, .jar, .php, .html…), by declared type, and by the first bytes (a program
         *     renamed, an HTML page, an SVG image with scripts). Office documents, PDFs, images, text, CSV and archives are
         *     kept. The same rule holds for every upload of files, the attachments of records included
         *     (src/domain/uploadFileTypes.ts).
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Read a document's details */
        get: operations["getDocument"];
        /**
         * Update a document's details
         * @description Changes the details only; to replace the file, delete the document and upload again.
         */
        put: operations["updateDocument"];
        post?: never;
        /** Delete a document and its file */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document's file */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key figures for a period
         * @description Designed by Bottega (the spec shows the statistics screen but no calls). 422 when `from` is after `to`.
         */
        get: operations["getStatisticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotes and sales reports over a period, grouped
         * @description Designed by Bottega (the spec shows no calls). 422 when `from` is after `to`.
         */
        get: operations["getSalesStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Works and tracked time over a period
         * @description Designed by Bottega (the spec shows no calls). 422 when `from` is after `to`.
         */
        get: operations["getWorkStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/article-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quoted sales by article category over a period
         * @description Designed by Bottega (the spec shows no calls). The rows of the period's quotes (VAT excluded), grouped by
         *     the category of each row's article; rows without an article, or of an article without a category, under key
         *     `none`. 422 when `from` is after `to`.
         */
        get: operations["getArticleCategoryStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotes and proposals won, lost and open over a period, grouped
         * @description Designed by Bottega (the spec shows no calls). Quotes and proposals dated in the period, by current status:
         *     won = `accepted`; lost = `rejected` (and, for proposals, `expired`); open = `draft` or `sent`. Grouped as
         *     `GET /statistics/sales` groups. 422 when `from` is after `to`.
         */
        get: operations["getOutcomeStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List profiles
         * @description Paginated (default 50). Merged profiles (`merged_into_id` set) are left out. The app also checks
         *     `customers.viewAny`, `leads.viewAny` or `suppliers.viewAny` for the kind it lists.
         */
        get: operations["listProfiles"];
        put?: never;
        /**
         * Create a profile
         * @description Path designed by Bottega (spec §7: "paths not shown"). A profile needs a name: `business_name`, or
         *     `last_name` for people; without either the server answers 422. The app also checks `customers.create`,
         *     `leads.create` or `suppliers.create` for the kind created.
         */
        post: operations["createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Likely duplicates of a profile being written
         * @description Designed by Bottega (duplicate warning before create). Live profiles of the tenant that probably are the
         *     same party as the one being typed: the same VAT number (spaces, dots and an `IT` prefix ignored), the same
         *     e-mail (case ignored), or a similar name. Name similarity uses PostgreSQL's `pg_trgm` (`similarity >= 0.4`)
         *     when the extension is available; without it (an engine lacking the extension) the server falls back to a
         *     normalised token match: the name's words of three letters or more, legal forms (srl, spa, snc, sas…) left
         *     out, all found in the other name. At most 10 matches, the strongest reason first (vat, email, name).
         *     At least one of the three parameters must be given (else an empty list).
         */
        get: operations["findProfileDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a profile
         * @description The app also checks `customers.view`, `leads.view` or `suppliers.view` for the profile's kind.
         */
        get: operations["getProfile"];
        /**
         * Update a profile
         * @description Path designed by Bottega. Changes the fields sent: a field left out keeps its value and null clears it
         *     (`address`, when sent, replaces the whole address); `contacts`, when sent, replaces the contact list
         *     (items with an `id` update that contact, items without one are added, missing ones are removed).
         *     A merged profile cannot be changed (409). The app also checks `customers.update`, `leads.update`
         *     (under the spec's misspelt key) or `suppliers.update`.
         */
        put: operations["updateProfile"];
        post?: never;
        /**
         * Delete a profile
         * @description Path designed by Bottega. The profile is soft-deleted: records that refer to it (sales reports, quotes,
         *     tasks, events) keep showing its name. The app asks for confirmation first and also checks
         *     `customers.delete`, `leads.delete` or `suppliers.delete`.
         */
        delete: operations["deleteProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge profiles into this one
         * @description Path and body designed by Bottega. Merges every profile of `source_ids` into profile `{id}` (the
         *     survivor), synchronously: their contacts, attachments, event attendances, sales reports, tasks, works,
         *     quotes, proposals, samples and documents move to the survivor; empty fields of the survivor are filled from the sources; each source keeps
         *     `merged_into_id = {id}` and disappears from lists. Answers 200 with the merged profile. The app shows
         *     'merging in progress' while the call runs, 'merged' on success and 'try later' on failure.
         *     409 when a source is the survivor itself, is already merged, or the survivor is merged.
         *     Sources are removed, so the server also requires `profiles.delete`.
         */
        post: operations["mergeProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/merge-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * What a merge into this profile would move
         * @description Designed by Bottega: the merge dialog's preview before the user confirms `mergeProfiles`. Counts, per
         *     source profile, the records that would move to the survivor `{id}`: contacts, attachments, events
         *     attended, sales reports, tasks, works, quotes, proposals, samples and documents. Nothing changes. 409 and 422 as `mergeProfiles`.
         */
        get: operations["previewProfileMerge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/associate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Associate profiles with a company profile
         * @description Path and body designed by Bottega (spec: "associating of profiles", notices 'Associazione in corso',
         *     success, 'try again later'). Profile `{id}` must be of type `company` (else 422 with
         *     `code: not_a_company`, the message on `id`) and not merged into another (else 409); every profile of
         *     `profile_ids` becomes one of its associated people (`company_profile_id` on the server), replacing any
         *     earlier association. With `dissociate: true` the listed profiles are detached instead. Answers the
         *     company profile, whose `associated_profiles` lists the result.
         */
        post: operations["associateProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the events of a profile
         * @description Sub-tab "events" of the profile overview: calendar events whose attendees include the profile, newest
         *     first, restricted to calendars the user may see. Path designed by Bottega.
         */
        get: operations["listProfileEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file to a profile */
        post: operations["uploadProfileMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Rename a profile attachment */
        put: operations["renameProfileMedia"];
        post?: never;
        /** Delete a profile attachment */
        delete: operations["deleteProfileMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/media/{mediaId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        /** Download a profile attachment */
        get: operations["downloadProfileMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List companies */
        get: operations["listCompanies"];
        put?: never;
        /** Create a company */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a company
         * @description Not listed in spec §7; added so the edit screen can load the record it edits. There is no delete (the spec shows none).
         */
        get: operations["getCompany"];
        /** Update a company */
        put: operations["updateCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the users of a company
         * @description Users whose companies list includes this company.
         */
        get: operations["listCompanyUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List profile categories
         * @description No default page size: all rows unless `page_size` is given (spec §9); then `meta` describes one page holding every row.
         */
        get: operations["listProfileCategories"];
        put?: never;
        /** Create a profile category */
        post: operations["createProfileCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a profile category
         * @description Not listed in spec §7; added so the edit screen can load the record it edits.
         */
        get: operations["getProfileCategory"];
        /** Update a profile category */
        put: operations["updateProfileCategory"];
        post?: never;
        /**
         * Delete a profile category
         * @description Profiles of the category keep existing with no category.
         */
        delete: operations["deleteProfileCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List profile brands */
        get: operations["listBrands"];
        put?: never;
        /** Create a profile brand */
        post: operations["createBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a profile brand
         * @description Not listed in spec §7; added so an edit screen can load the record.
         */
        get: operations["getBrand"];
        /** Update a profile brand */
        put: operations["updateBrand"];
        post?: never;
        /**
         * Delete a profile brand
         * @description Profiles of the brand keep existing with no brand.
         */
        delete: operations["deleteBrand"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales reports
         * @description Paginated (default 50), newest `date` first unless `sort` says otherwise. The profile overview's
         *     "sales_reports" sub-tab uses `profile_id`. Permission: spec §6 shows the list check both as
         *     `sales-report.viewAny` (singular, one reading) and under the module key `sales-reports` (other reading);
         *     Bottega uses the module key, `sales-reports.viewAny`, everywhere.
         */
        get: operations["listSalesReports"];
        put?: never;
        /**
         * Create a sales report
         * @description `user_id` defaults to the signed-in user.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `sales-reports.management` on every record; the person named in `user_id` must be within the same scope. Outside the scope: 403.
         */
        post: operations["createSalesReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a sales report */
        get: operations["getSalesReport"];
        /**
         * Update a sales report
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `sales-reports.management` on every record; a report is one's own when one is its author; the person named in `user_id` must be within the same scope. Outside the scope: 403.
         */
        put: operations["updateSalesReport"];
        post?: never;
        /**
         * Delete a sales report
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `sales-reports.management` on every record; a report is one's own when one is its author. Outside the scope: 403.
         */
        delete: operations["deleteSalesReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List materials
         * @description Materials belong to the sales reports module, hence `sales-reports.*` permissions.
         */
        get: operations["listMaterials"];
        put?: never;
        /** Create a material */
        post: operations["createMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/materials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a material */
        get: operations["getMaterial"];
        /** Update a material */
        put: operations["updateMaterial"];
        post?: never;
        /**
         * Delete a material
         * @description The material is detached from the sales reports that mention it.
         */
        delete: operations["deleteMaterial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/materials/{id}/sales-reports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the sales reports that mention a material
         * @description Tab "sales-reports" of the material detail screen. Path designed by Bottega.
         */
        get: operations["listMaterialSalesReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List interests
         * @description Interests belong to the sales reports module, hence `sales-reports.*` permissions.
         */
        get: operations["listInterests"];
        put?: never;
        /** Create an interest */
        post: operations["createInterest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an interest */
        get: operations["getInterest"];
        /** Update an interest */
        put: operations["updateInterest"];
        post?: never;
        /**
         * Delete an interest
         * @description The interest is detached from the sales reports that mention it.
         */
        delete: operations["deleteInterest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interests/{id}/sales-reports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the sales reports that mention an interest
         * @description Tab "sales-reports" of the interest detail screen. Path designed by Bottega.
         */
        get: operations["listInterestSalesReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vacation requests
         * @description Paginated (default page size 50). `from`/`to` keep the requests that overlap that period. Whose requests:
         *     everyone's for holders of `vacations.changeStatus` or `vacations.management`; a team leader's own and their
         *     team's (related users); anybody else's own only (`user_id` narrows within that).
         */
        get: operations["listVacations"];
        put?: never;
        /**
         * Request a vacation
         * @description Creates a request with status `pending`; `hours` is computed by the server as in `GET /vacations/duration`,
         *     and a linked calendar event is created in the user's primary calendar (shown grey while pending).
         *     Answers 422 with the message 'Given data are not valid' when the request cannot be accepted as sent (e.g.
         *     `end` not after `start`, or a period with no working hours), and with 'You must set vacation hours' /
         *     'You must set working hours' when the user has no vacation hours or working schedule for that year.
         *     Payroll rules: filing for another user (`user_id` not the caller) needs `vacations.management` (403);
         *     a period overlapping another non-rejected request of the same user answers 422 (`start`); a request of a
         *     type deducted from an allowance (`counts_against_hours`) beyond the remaining hours of that allowance and
         *     year (allowance minus accepted, modified and pending requests) answers 422 with the remaining hours in the
         *     message, unless the tenant setting `vacations.allow_negative_balance` is `'1'`.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `vacations.management` on every record; the person named in `user_id` must be within the same scope. Outside the scope: 403.
         */
        post: operations["createVacation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/duration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compute the duration of a vacation period
         * @description Working hours and days between `start` and `end` according to the user's working schedule for that year
         *     (working days and hours per day from user vacation hours). Answers 422 with 'You must set vacation hours'
         *     when the user has no vacation hours for the year, and 'You must set working hours' when the working
         *     schedule is missing.
         */
        get: operations["getVacationDuration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the tasks list to XLSX or CSV
         * @description The rows `listTasks` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the profiles list to XLSX or CSV
         * @description The rows `listProfiles` answers for the same `filter` (every page, every kind the filter keeps), as a
         *     spreadsheet with the profile's kind in a column; see the `exports` tag.
         */
        get: operations["exportProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the customers list to XLSX or CSV
         * @description The rows `listProfiles` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         *     With `type` fixed to `customer`: a `filter[type]` is ignored.
         */
        get: operations["exportCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the leads list to XLSX or CSV
         * @description The rows `listProfiles` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         *     With `type` fixed to `lead`: a `filter[type]` is ignored.
         */
        get: operations["exportLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the suppliers list to XLSX or CSV
         * @description The rows `listProfiles` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         *     With `type` fixed to `supplier`: a `filter[type]` is ignored.
         */
        get: operations["exportSuppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the companies list to XLSX or CSV
         * @description The rows `listCompanies` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the articles list to XLSX or CSV
         * @description The rows `listArticles` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the price lists list to XLSX or CSV
         * @description The price lists `listPriceLists` answers for the same `filter` (every page), as a spreadsheet in the price-list
         *     import's shape: one row per article of a list (list name, article code, description, price, discount, list code,
         *     currency, valid from, valid to), so the file imports back unchanged; a list with no article has no row. See the
         *     `exports` tag.
         */
        get: operations["exportPriceLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the quotes list to XLSX or CSV
         * @description The rows `listQuotes` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the samples list to XLSX or CSV
         * @description The rows `listSamples` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportSamples"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the proposals list to XLSX or CSV
         * @description The rows `listProposals` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/vacations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the vacations list to XLSX or CSV
         * @description The rows `listVacations` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         *     The XLSX has a second sheet with the holidays of the years the requests cover (national holidays and the
         *     tenant's patron saint); the CSV is the list alone.
         */
        get: operations["exportVacations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/allowances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the allowances list to XLSX or CSV
         * @description The person-years `listUserVacationHours` answers for the same `filter` (every page), as a spreadsheet in the
         *     allowances import's shape: one row per kind of hours (e-mail, user, year, kind in the reader's words, hours,
         *     working hours per day), so the file imports back unchanged. See the `exports` tag.
         */
        get: operations["exportAllowances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the users list to XLSX or CSV
         * @description The rows `listUsers` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the works list to XLSX or CSV
         * @description The rows `listWorks` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportWorks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/sales-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the sales reports list to XLSX or CSV
         * @description The rows `listSalesReports` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportSalesReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the documents list to XLSX or CSV
         * @description The rows `listDocuments` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the goals list to XLSX or CSV
         * @description The rows `listGoals` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportGoals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the packages list to XLSX or CSV
         * @description The rows `listPackages` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/newsletter-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the newsletter lists list to XLSX or CSV
         * @description The rows `listNewsletterLists` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportNewsletterLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the roles list to XLSX or CSV
         * @description The rows `listRoles` answers for the same `filter` (every page), as a spreadsheet; see the `exports` tag.
         */
        get: operations["exportRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/running-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the running tasks list to XLSX or CSV
         * @description The rows `listRunningTasks` answers (every page: the tasks started now, scoped as that list scopes them), as a
         *     spreadsheet with who started each and since when; see the `exports` tag.
         */
        get: operations["exportRunningTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/price-lists/{id}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Export a price list's articles to XLSX or CSV
         * @description The rows `listPriceListArticles` answers for price list `id` and the same `filter` (every page), as a spreadsheet;
         *     see the `exports` tag. 404 when the price list does not exist.
         */
        get: operations["exportPriceListArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the calendar's events list to XLSX or CSV
         * @description The rows `listFullcalendarEvents` answers for the same `filter` (`filter[start]` and `filter[end]` are required, as
         *     the list requires them: the calendar's list view for its range), every page, as a spreadsheet with the attendees by
         *     name; see the `exports` tag.
         */
        get: operations["exportEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/newsletter-lists/{listId}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        /**
         * Export a newsletter list's recipients to XLSX or CSV
         * @description The rows `listNewsletterListRecipients` answers for list `listId` and the same `filter` (every page), as a
         *     spreadsheet; see the `exports` tag.
         */
        get: operations["exportNewsletterListRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the audit log to XLSX or CSV
         * @description The rows `listAuditEntries` answers for the same `filter` (every page, newest first), as a spreadsheet with who
         *     acted by name and each change as `field: before → after`; see the `exports` tag.
         */
        get: operations["exportAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/mail-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the mail log (Settings → Mail) to XLSX or CSV
         * @description The rows `listSentMails` answers for the same `filter` (every page, newest first), as a spreadsheet; see the
         *     `exports` tag.
         */
        get: operations["exportMailLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export vacation requests to Excel
         * @description The list's shared export (`exportVacations`) as XLSX for the same filters under the list's own names: one
         *     row per request `listVacations` answers (same people, same order), headers and words in the reader's
         *     language, dates as spreadsheet dates, hours as numbers, an auto-filter on the header row; and a second
         *     sheet with the holidays of the years the requests cover (national holidays and the tenant's patron saint).
         */
        get: operations["exportVacationsExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly leave report for the payroll consultant
         * @description Per person and working day of the month, the leave hours taken by kind (ferie, permessi/ROL, ex-festività,
         *     other leave), with totals per person and for the month. Counts accepted and modified requests only (what
         *     payroll pays); a request's hours are spread over its working days as the duration rule counts them
         *     (schedule, national holidays, the tenant's patron saint). Only for those who manage leave (administrators,
         *     holders of `vacations.management` or `vacations.changeStatus`): 403 for anyone else. Designed by Bottega.
         */
        get: operations["getVacationReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/report/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly leave report as an Excel workbook
         * @description The report of `GET /vacations/report` as XLSX: one row per person and day with hours per kind as numbers,
         *     dates as spreadsheet dates in Italian format (dd/mm/yyyy), totals per person and for the month, and the
         *     month's holidays on a second sheet. Same people and permission rule.
         */
        get: operations["exportVacationReportExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a vacation request
         * @description Only a request the caller may list (see `GET /vacations`); anyone else's answers 404.
         */
        get: operations["getVacation"];
        /**
         * Update a vacation request
         * @description Changes type, period or notes; `hours` and the linked event are recomputed. Same 422 messages as creation.
         *     The status is not changed here (see `PUT /vacations/{id}/status`), except that changing the period or the
         *     type of an accepted or modified request sends it back to `pending` for a new decision (the approver is
         *     cleared; the approver's note on the earlier decision and the requester's notes are kept; its approvers are
         *     notified again, `vacation.pending`, as of a new request, except whoever made the change). The
         *     overlap and remaining-hours rules of creation apply (the request's own hours are not counted twice).
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `vacations.management` on every record; a request is one's own when one is its requester. Outside the scope: 403.
         */
        put: operations["updateVacation"];
        post?: never;
        /**
         * Delete a vacation request
         * @description Deletes the request, its linked calendar event and the notifications about it (they would open a request
         *     that is gone).
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `vacations.management` on every record; a request is one's own when one is its requester. Outside the scope: 403.
         */
        delete: operations["deleteVacation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change the status of a vacation request
         * @description The approver's decision: `accepted`, `modified` (accepted with changes the approver made to the period),
         *     `rejected`, or back to `pending`. Sets `approver` to the current user (cleared on `pending`); the linked
         *     calendar event takes the colour of its type once accepted or modified (spec §9). `notes` is the
         *     approver's note, stored as `approver_notes` (the requester's `notes` are kept): the reason of a rejection,
         *     the explanation of a change. With `modified` the approver may change the period in the same call (`start`
         *     and `end` together, `all_day` optional): the hours are recomputed from the requester's schedule and the same
         *     rules as a request's apply (overlaps, balance: 422); `start`/`end` with any other status are refused (422).
         *     Every decision is added to the request's history (getVacationHistory) with the period before and after,
         *     and the requester is notified (`vacation.decided`, with the status, the reason and the new period). Who decides: holders of
         *     `vacations.changeStatus` on anyone's request, and a team leader on the requests of the people they lead
         *     (their related users) without that permission; anyone else is refused (403). Nobody decides on their own
         *     request (403, also for administrators). The status the request already has, without a new period, is no
         *     decision (409: an approver whose screen was behind another's decision). A decision that names the status its
         *     approver saw (`seen_status`) is refused when another approver decided meanwhile (409), so a screen that was
         *     behind never silently replaces someone else's decision.
         */
        put: operations["changeVacationStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pending vacation request
         * @description The requester takes back a request nobody has decided yet (the spec names no such step; an office expects
         *     one): the request, its linked calendar event and the approvers' "to decide" notifications about it are
         *     removed, and its hours are free again. Anyone who may ask for leave (`vacations.create`) withdraws, without
         *     the `vacations.delete` key that deleting any request takes. A decided request (accepted, modified, rejected)
         *     is not withdrawn here: 409, the approver sends it back to pending or an administrator deletes it.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `vacations.management` on every record; a request is one's own when one is its requester. Outside the scope: 403.
         */
        post: operations["withdrawVacation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacations/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a vacation request's history
         * @description What happened to the request, oldest first: its creation, each edit (with the period before and after), each
         *     decision (who, when, the approver's note, and the period the approver changed when accepting with changes),
         *     and each reopening. Visible to whoever may read the request (getVacation: 404 otherwise). Not paginated: a
         *     request has few entries.
         */
        get: operations["getVacationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vacation-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vacation types
         * @description The fixed list of vacation types of spec §3 with their labels and colours. Not paginated.
         */
        get: operations["listVacationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-vacation-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user vacation hours
         * @description Paginated (default page size 50). Allowances are personal: the list holds the caller's own, a team leader's
         *     also their team's, and everyone's for administrators and holders of `vacations.management` or
         *     `vacations.changeStatus` (filtered before paging, so totals count only those).
         */
        get: operations["listUserVacationHours"];
        put?: never;
        /**
         * Set a user's vacation hours for a year
         * @description One record per user and year; a second one for the same user and year answers 409. Setting the allowance of
         *     someone outside the caller's scope (see `GET /user-vacation-hours`) answers 403.
         */
        post: operations["createUserVacationHour"];
        /**
         * Delete a user's vacation hours in bulk
         * @description Deletes every record of `user_id`, or only the one of `year` when given; a user outside the caller's scope answers 403.
         */
        delete: operations["deleteUserVacationHoursBulk"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-vacation-hours/remainings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's remaining leave hours
         * @description Allowance, used and remaining hours for a user and year. Used hours sum the `hours` of the user's accepted,
         *     modified and pending requests (a pending request already holds its hours, so two requests cannot both
         *     spend the same balance) whose type counts against hours (see `GET /vacation-types`): vacation-like types
         *     against vacation hours, permission-like types against permission hours. Answers 422 with
         *     'You must set vacation hours' when the user has no record for that year.
         *     `kinds` gives the balance of each kind (ferie, permessi/ROL, ex-festività) with last year's remainder carried
         *     over until the tenant's expiry day (setting `vacations.carry_over_expiry`), read as of today within the year.
         *     Allowances are personal: one's own, a team leader's team's, everyone's for administrators and holders of
         *     `vacations.management` or `vacations.changeStatus`; another user's answers 404.
         */
        get: operations["getUserVacationHourRemainings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-vacation-hours/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a user vacation hours record
         * @description Only a record the caller may list (see `GET /user-vacation-hours`); anyone else's answers 404.
         */
        get: operations["getUserVacationHour"];
        /**
         * Update a user vacation hours record
         * @description Moving the record onto a user and year that already have one answers 409. A record outside the caller's scope
         *     answers 404; moving it to a user outside it 403.
         */
        put: operations["updateUserVacationHour"];
        post?: never;
        /** Delete a user vacation hours record */
        delete: operations["deleteUserVacationHour"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the mailing-service login state
         * @description `logged_in` is true only if the newsletter module is enabled (preference `newsletter.enabled`) and the
         *     credentials (`newsletter.username`, `newsletter.password`) are set; otherwise false with a message in the
         *     reader's language saying whether the module is switched off or the credentials are missing.
         */
        get: operations["getNewsletterStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/status/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the connection to the mailing service
         * @description Signs in at the mailing service with the stored credentials and answers whether it accepted them. Not
         *     configured: `ok` false with the same message as the status call. No body.
         */
        post: operations["testNewsletterConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List newsletter lists
         * @description Paginated (default page size 50). Response keys are not case-converted (see the tag).
         */
        get: operations["listNewsletterLists"];
        put?: never;
        /**
         * Create a newsletter list
         * @description The body uses PascalCase keys and must be sent without case conversion (see the tag).
         */
        post: operations["createNewsletterList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List countries for the recipient country field
         * @description Countries accepted in the recipient field 8 (country); send the `code` as its `Value`. Not paginated.
         */
        get: operations["listNewsletterCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse creating a group without a list id
         * @description A group is created inside a list (`POST /newsletter/mailup/lists/{listId}/groups`). Without the list id (an
         *     empty segment, `lists//groups`) the call is refused with the spec's 'List ID is required to create a
         *     group.' (spec §5) rather than a bare 405.
         */
        post: operations["createNewsletterGroupWithoutList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a newsletter list */
        get: operations["getNewsletterList"];
        /**
         * Update a newsletter list
         * @description The body uses PascalCase keys and must be sent without case conversion (see the tag).
         */
        put: operations["updateNewsletterList"];
        post?: never;
        /**
         * Delete a newsletter list
         * @description Deletes the list with its groups at the mailing service.
         */
        delete: operations["deleteNewsletterList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/{listId}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        /**
         * List the groups of a newsletter list
         * @description Paginated (default page size 50). The spec writes this path `/lists/{id}/groups` and the group creation
         *     path `/lists/{listId}/groups`; they are the same path, written once with `{listId}`.
         */
        get: operations["listNewsletterListGroups"];
        put?: never;
        /**
         * Create a group in a newsletter list
         * @description The body uses PascalCase keys and must be sent without case conversion (see the tag).
         */
        post: operations["createNewsletterGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/{listId}/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a newsletter group
         * @description The body uses PascalCase keys and must be sent without case conversion (see the tag).
         */
        put: operations["updateNewsletterGroup"];
        post?: never;
        /**
         * Delete a newsletter group
         * @description Deletes the group; its recipients stay in the list.
         */
        delete: operations["deleteNewsletterGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/{listId}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        /**
         * List the recipients of a newsletter list
         * @description Paginated (default page size 50); the recipients tab of the list screen.
         */
        get: operations["listNewsletterListRecipients"];
        put?: never;
        /**
         * Subscribe a recipient to a newsletter list
         * @description Adds the recipient to the list. With `confirmEmail=true` the mailing service sends a confirmation e-mail and
         *     the recipient stays `PENDING` until confirmed; otherwise (the default) the recipient is `OPTIN` at once.
         *     An address already in the list is updated and subscribed again (same `idRecipient`).
         *     The spec writes this path with a trailing slash (`.../recipients/?confirmEmail=`); the server accepts both
         *     forms, and this document lists the one without it. The body uses PascalCase keys (see the tag).
         */
        post: operations["addNewsletterListRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/{listId}/recipients/{recipientId}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        /**
         * Get the subscription moves of a recipient of a newsletter list
         * @description The recipient's subscription moves in this list as Bottega recorded them, oldest first (issue 35), with the
         *     mailing service's statuses (`PENDING`, `OPTIN`, `OPTOUT`): added (pending a confirmation, or subscribed),
         *     unsubscribed, subscribed again through a new confirmation. A confirmation happens in the mailing service:
         *     it is recorded (note `observed`, by nobody) when a later change in Bottega reads a status other than the
         *     last recorded. The recipient is looked up in the mailing service first (404 when not in the list).
         */
        get: operations["getNewsletterListRecipientSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/lists/{listId}/recipients/{recipientId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        /** Get a recipient of a newsletter list */
        get: operations["getNewsletterListRecipient"];
        /**
         * Correct a recipient of a newsletter list
         * @description Corrects the recipient's name and fields (first name 1, last name 2, business name 3, country 8, the spec's
         *     mailing field ids): a field given replaces the one with the same `Id` (an empty `Value` clears it), the others
         *     stay; `Name` replaces the name when given. The address and the subscription status do not change (a new
         *     address is a new recipient, with its own consent). Designed by Bottega (the spec shows no such call); MailUp's
         *     `PUT Console/Recipient/Detail`. The body uses PascalCase keys (see the tag).
         */
        put: operations["updateNewsletterListRecipient"];
        post?: never;
        /**
         * Unsubscribe a recipient from a newsletter list
         * @description Unsubscribes the recipient from the list: its status becomes `OPTOUT` and it leaves the list's groups. The
         *     record stays visible in the list with status `OPTOUT`.
         */
        delete: operations["deleteNewsletterListRecipient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/groups/{groupId}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
            };
            cookie?: never;
        };
        /**
         * List the recipients of a newsletter group
         * @description Paginated (default page size 50).
         */
        get: operations["listNewsletterGroupRecipients"];
        put?: never;
        /**
         * Subscribe a new recipient to a newsletter group
         * @description Adds the recipient to the group and to the group's list. `confirmEmail` works as for lists: `true` leaves
         *     the recipient `PENDING` until confirmed, otherwise (the default) it is `OPTIN`. The spec writes this path
         *     with a trailing slash; the server accepts both forms. The body uses PascalCase keys (see the tag).
         */
        post: operations["addNewsletterGroupRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/groups/{groupId}/recipients/{recipientId}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an existing recipient to a newsletter group
         * @description Adds a recipient already known to the group's list to the group. `confirmEmail` works as when adding: a
         *     `PENDING` or `OPTOUT` recipient becomes `PENDING` with `confirmEmail=true` (double opt-in), `OPTIN` without
         *     it; an `OPTIN` one stays `OPTIN`. Changing a subscription is an update, so it needs `recipients.update`. No body.
         */
        post: operations["subscribeNewsletterGroupRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/mailup/groups/{groupId}/recipients/{recipientId}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsubscribe a recipient from a newsletter group
         * @description Removes the recipient from the group; it stays in the list with its list status unchanged. Changing a
         *     subscription is an update, so it needs `recipients.update`.
         */
        delete: operations["unsubscribeNewsletterGroupRecipient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List proposals
         * @description Paginated (default page size 50), newest first unless `sort` says otherwise.
         */
        get: operations["listProposals"];
        put?: never;
        /**
         * Create a proposal
         * @description Creates a proposal at revision 0 with status `draft`. The server assigns `number`, computes `valid_until`
         *     (`date` + `validity_days`), every row `total` and the proposal `totals`.
         */
        post: operations["createProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a proposal
         * @description The proposal at its current revision, with rows and totals.
         */
        get: operations["getProposal"];
        /**
         * Update a proposal
         * @description Merges the body into the proposal: a key left out of the body keeps its value (send `null` to clear a
         *     nullable field). `rows` and `addressees`, when sent, are the whole list: an item with an `id` updates
         *     only the keys it carries (the others keep their values), an item without one is added (then the keys
         *     required on creation are required), and an existing item left out of the list is removed. Rows and
         *     addressees take the order of the list. A standard edit never changes `status` unless `status` is sent
         *     (`accepted` or `rejected`; `draft` only while it is a draft). `edit_type` decides how the change is
         *     recorded:
         *     - `standard`: the current revision is corrected in place; `revision` does not change and no history entry
         *       is added.
         *     - `revision`: the proposal as it stood is kept in the history (`GET /proposals/{id}/history`) and the
         *       changes become a new revision whose `revision` number is the previous one plus 1. The new revision goes
         *       back to status `draft` unless `status` is given.
         */
        put: operations["updateProposal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a proposal's revision history
         * @description One entry per revision, newest first, the current revision included. Each entry carries the proposal as
         *     that revision last stood (`snapshot`) and the fields that differ from the previous revision (`changes`,
         *     empty for revision 0). Not paginated: a proposal has few revisions.
         */
        get: operations["getProposalHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a proposal's status moves
         * @description The proposal's moves on its workflow, oldest first (issue 35): its creation or duplication (`draft`), every
         *     sending (`sent`, or the outcome kept when sent again), a recorded outcome (`accepted`, `rejected`), each new
         *     revision (back to `draft`, note `revision`) and its expiry (`expired`, by nobody, dated the first day past
         *     its validity; stored by the next write on the proposal). Each step has who made it and when; steps never
         *     change. Recorded from this version on: an older proposal's earlier past is in its revisions
         *     (`getProposalHistory`). Not paginated: a proposal has few moves.
         */
        get: operations["getProposalSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a proposal
         * @description Creates a new proposal copying everything of the current revision (customer, agent, Incoterm,
         *     addressees with their e-mails and roles, delivery addresses, payment terms, validity, discounts, notes,
         *     and every row field): new `number`, revision 0, status `draft`, today's `date`, empty history. No body.
         */
        post: operations["duplicateProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/send-to-assigned-customer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the proposal PDF to its customer
         * @description Sends the proposal PDF to the e-mail address of the proposal's customer profile. Refused with 422 when there
         *     is no recipient (the customer has no e-mail address). A `draft` proposal becomes `sent` only once the mail
         *     is delivered: when it is not, the answer is 502 and the proposal stays as it was.
         *     Sending is an edit of the proposal, so it needs `proposals.update` (the spec names no send permission).
         */
        post: operations["sendProposalToAssignedCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/send-to-chosen-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the proposal PDF to chosen addresses
         * @description Sends the proposal PDF to the given addresses, each as `to`, `cc` or `bcc`. Refused with 422 when there is
         *     no recipient (empty `mail_addresses`) or when no address is marked `to` (spec §5); the error is reported on
         *     `mail_addresses`. A `draft` proposal becomes `sent` only once the mail is delivered (502 otherwise, the
         *     proposal unchanged). Needs `proposals.update` (the spec names no send permission).
         */
        post: operations["sendProposalToChosenAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/download-proposal-as-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Download the proposal as PDF */
        get: operations["downloadProposalPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proposals/{id}/proposal-pdf-as-link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a temporary link to the proposal PDF
         * @description A signed URL that downloads the PDF without a token until `expires_at`.
         */
        get: operations["getProposalPdfLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pdf-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed, time-limited token of a link given by `getProposalPdfLink` or `getSamplePdfLink`. */
                token: string;
            };
            cookie?: never;
        };
        /**
         * Download a proposal or sample PDF through a temporary link
         * @description Public: the token itself is the permission. It names the tenant, the document (a proposal, optionally one of
         *     its revisions and an addressee, or a sample) and when it expires, signed by the server. A tampered token, one
         *     of another tenant or an expired one answers 403; a document deleted since answers 404.
         */
        get: operations["downloadPdfByLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List samples
         * @description Paginated (default page size 50), newest first unless `sort` says otherwise.
         */
        get: operations["listSamples"];
        put?: never;
        /**
         * Create a sample
         * @description Creates a sample with status `draft` and both department approvals `pending`. The server assigns `number`.
         */
        post: operations["createSample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a sample */
        get: operations["getSample"];
        /**
         * Update a sample
         * @description Replaces the sample's fields and test results (results sent with an `id` are updated, results without one
         *     are added, results left out are removed). Status and approvals are not edited here: they change only
         *     through `POST /samples/{id}/departments/{deptId}/update-status`.
         */
        put: operations["updateSample"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a sample
         * @description Creates a new sample copying the fields of this one: new `number`, today's `date`, status `draft`, both
         *     approvals `pending`, no test results. No body.
         */
        post: operations["duplicateSample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a sample's history
         * @description What happened to the sample, newest first: its creation, each change of its fields (field-level, before and
         *     after), each department's decision, and each reopening of its evaluation (an approved sample whose technical
         *     or commercial fields changed: both decisions reset). Entries never change once written. Not paginated: a
         *     sample has few entries.
         */
        get: operations["getSampleHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{id}/departments/{deptId}/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The department acting on the sample. */
                deptId: components["parameters"]["SampleDepartmentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a department's decision on a sample
         * @description Records the decision of one department (Technical Direction or Sales Management) acting on the sample:
         *     sets `approvals.{deptId}` to the given status, `by` to the current user and `at` to now. The two
         *     departments decide independently (dual approval); the sample's overall `status` is then derived:
         *     - `approved` when both departments have approved;
         *     - `denied` when either department has denied;
         *     - `in_evaluation` otherwise (at least one decision recorded, none denied, not both approved).
         *     A later decision of the same department replaces its earlier one, so a denied sample can be re-evaluated.
         *     The decision the department already holds, sent again by the same person with the same notes, changes
         *     nothing (no history entry, no notification, `at` kept) and answers the sample as it is.
         *     A decision that names the department's status its person saw (`seen_status`) is refused when the department
         *     holds another decision now (409: someone else in the department decided meanwhile; nothing changes, no
         *     history entry), so a screen that was behind never silently replaces someone else's decision. Checked on the
         *     locked sample: of two decisions of the same department sent at once on the same status, one is taken.
         */
        post: operations["updateSampleDepartmentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{id}/download-as-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Download the sample sheet as PDF */
        get: operations["downloadSamplePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{id}/pdf-as-link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a temporary link to the sample PDF
         * @description A signed URL that downloads the PDF without a token until `expires_at`.
         */
        get: operations["getSamplePdfLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the calendars visible to the user
         * @description The user's own calendars, other users' calendars, company calendars and the vacation calendar. `types` filters by
         *     calendar type; send it repeated (`?types=user&types=company`, form style, exploded). `selected`, `visible`,
         *     `hidden` and `subscribed` describe the signed-in user's subscription to each calendar.
         */
        get: operations["listCalendars"];
        put?: never;
        /**
         * Create a calendar
         * @description A `user` calendar belongs to the signed-in user; a `company` calendar needs `company_id`. The creator is
         *     subscribed to the new calendar (selected and visible). Vacation calendars are managed by the server and cannot be
         *     created here.
         */
        post: operations["createCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users with their events, for the resource timeline
         * @description One resource per user (active users of the tenant, or of `company_ids`), each with the events of the user's
         *     primary calendar and their vacation events overlapping [`start`, `end`). Private events of other users come
         *     without summary and description.
         */
        get: operations["listCalendarResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/fullcalendar-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of all the user's selected calendars, flattened
         * @description Events overlapping [`start`, `end`) of every calendar the signed-in user has subscribed to and selected, in one
         *     list ready for the calendar view. The range bounds the list; pagination still applies (page_size up to 500:
         *     the app asks for 500 and follows `last_page`).
         */
        get: operations["listFullcalendarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a calendar
         * @description Only the owner (or, for company and vacation calendars, an administrator) may change a calendar; others get 403.
         */
        put: operations["updateCalendar"];
        post?: never;
        /**
         * Delete a calendar and its events
         * @description 409 for a user's primary calendar and for the vacation calendar.
         */
        delete: operations["deleteCalendar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's calendars (subscriptions)
         * @description Own calendars are always subscribed; the others are those the user subscribed to.
         */
        get: operations["listMyCalendars"];
        put?: never;
        /**
         * Subscribe to a calendar
         * @description Subscribes the signed-in user to `calendar_id` (selected and visible). Subscribing to an already subscribed
         *     calendar does nothing and answers 200 with the existing subscription; a new subscription answers 201.
         */
        post: operations["subscribeToCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/calendars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Read one of my calendar subscriptions
         * @description `id` is the subscription id.
         */
        get: operations["getMyCalendar"];
        /** Change how one of my calendars is shown */
        put: operations["updateMyCalendar"];
        post?: never;
        /**
         * Unsubscribe from a calendar
         * @description 409 for the subscription to the user's own primary calendar.
         */
        delete: operations["unsubscribeFromCalendar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether my calendar subscription address is on
         * @description Designed by Bottega (issue 13). The private iCalendar address that lets phones and Outlook follow the user's
         *     calendars. Only a hash of its token is kept, so the address itself is shown once, when it is made.
         */
        get: operations["getMyCalendarFeed"];
        put?: never;
        /**
         * Turn on (or replace) my calendar subscription address
         * @description Makes a new private address and answers it once in `url` (and `token`). When an address already exists it is
         *     replaced: the old one stops working at once (rotation).
         */
        post: operations["enableMyCalendarFeed"];
        /**
         * Revoke my calendar subscription address
         * @description The address answers 404 from now on. Revoking when there is none is not an error.
         */
        delete: operations["revokeMyCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar-feeds/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's calendars as iCalendar (RFC 5545)
         * @description Public: the token in the path is the credential (calendar apps cannot send a bearer token). Serves the events
         *     of every calendar the owner of the token is subscribed to, from 90 days ago to a year ahead, times in UTC and
         *     all-day events as dates. Private events of other people's calendars keep only their time ("Occupato"). 404
         *     for an unknown or revoked token.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a calendar's events
         * @description Events of calendar `id` overlapping [`start`, `end`) (both optional), ordered by start. The range bounds the
         *     list; pagination still applies (page_size up to 500). Private events of other users come without summary and
         *     description. 422 when `end` is before `start`.
         */
        get: operations["listCalendarEvents"];
        put?: never;
        /**
         * Create an event in a calendar
         * @description 403 when the calendar is not writable by the user (writable: their own calendars, company calendars of their
         *     companies; administrators: any). `end` defaults to `start` + `duration` (default 30 minutes); when `end` is
         *     given, `duration` is recomputed from it. 422 when `end` is before `start`.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `events.management` on every record; a calendar's events are one's own when one owns the calendar or belongs to its company. Outside the scope: 403.
         */
        post: operations["createCalendarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/{id}/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                eventId: components["parameters"]["CalendarEventId"];
            };
            cookie?: never;
        };
        /** Read an event */
        get: operations["getCalendarEvent"];
        /**
         * Update an event
         * @description Partial update. The calendar is not changed here: to change it the app first calls the move operation, then
         *     this one (spec §4). Sending `start` without `end` keeps the duration; sending `end` recomputes the duration.
         *     409 when changing `start`, `end`, `duration` or `type` of an event linked to a vacation (change the vacation
         *     instead), and when changing the length of an event of a vacation or permission type (`vacation`, `permission`,
         *     `vacations_and_permissions`: they cannot be resized; moving them keeps their length). An all-day event is
         *     stored from 00:00 of its first day to 00:00 of the day after its last. 422 when `end` is before `start`.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `events.management` on every record; a calendar's events are one's own when one owns the calendar or belongs to its company. Outside the scope: 403.
         */
        put: operations["updateCalendarEvent"];
        post?: never;
        /**
         * Delete an event
         * @description The link from a task to the event (task.event) is cleared. 409 for an event linked to a vacation (delete the vacation instead).
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `events.management` on every record; a calendar's events are one's own when one owns the calendar or belongs to its company. Outside the scope: 403.
         */
        delete: operations["deleteCalendarEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/{id}/events/{eventId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an event to another calendar
         * @description Moves event `eventId` from calendar `id` to calendar `destination`, keeping its id and times. Moving to the
         *     calendar it is already in changes nothing. 404 when the destination does not exist; 403 when either calendar is
         *     not writable by the user; 409 for an event of a vacation request (it stays where its request put it).
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `events.management` on every record; a calendar's events are one's own when one owns the calendar or belongs to its company. Outside the scope: 403.
         */
        post: operations["moveCalendarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List works */
        get: operations["listWorks"];
        put?: never;
        /**
         * Create a work
         * @description `code` is generated (`YYYY-NNNN`) when omitted; 422 when it is already used or `end_date` is before `start_date`.
         */
        post: operations["createWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Read a work */
        get: operations["getWork"];
        /**
         * Update a work
         * @description Partial update. Status may move freely between active, suspended and closed (the spec shows no transition rules).
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        put: operations["updateWork"];
        post?: never;
        /**
         * Delete a work
         * @description Deletes the work with its phases and media; its tasks are kept, with `work_id` set to null.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        delete: operations["deleteWork"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a work
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        post: operations["uploadWorkMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works/{id}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a work's file
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        put: operations["renameWorkMedia"];
        post?: never;
        /**
         * Remove a work's file
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        delete: operations["deleteWorkMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works/{id}/media/{mediaId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a work's file */
        get: operations["downloadWorkMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works/{id}/phases": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a work's phases
         * @description Ordered by `position`.
         */
        get: operations["listWorkPhases"];
        put?: never;
        /**
         * Add a phase to a work
         * @description Without `position` the phase goes last; with it, later phases shift down by one.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        post: operations["createWorkPhase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/works/{id}/phases/{phaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                phaseId: components["parameters"]["WorkPhaseId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a phase
         * @description Partial update; changing `position` reorders the other phases.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        put: operations["updateWorkPhase"];
        post?: never;
        /**
         * Delete a phase
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `works.management` on every record; a work is one's own when one created it or is assigned one of its tasks. Outside the scope: 403.
         */
        delete: operations["deleteWorkPhase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/work-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List work types */
        get: operations["listWorkTypes"];
        put?: never;
        /**
         * Create a work type
         * @description 422 when the name is already used.
         */
        post: operations["createWorkType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/work-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a work type
         * @description What the edit screen of a work type loads.
         */
        get: operations["getWorkType"];
        /** Update a work type */
        put: operations["updateWorkType"];
        post?: never;
        /**
         * Delete a work type
         * @description 409 while works use the type.
         */
        delete: operations["deleteWorkType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description `start`/`end` keep the tasks whose [start, end] overlaps the range. 422 when `end` is before `start`.
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description With `with_event` (default true) the server also creates the task's calendar event, in the same transaction
         *     (the app does not post it separately): summary `'Costo '` + the task summary, in the first calendar available
         *     to the user (their primary calendar), from the task's `start` to `end` (or `start` + 30 minutes), with the
         *     task's profile as attendee and `task_id`/`work_id` set; the task's `event` then names it. The `checklists` of the
         *     body are created in the same transaction (spec §4: each checklist is posted too). 422 when `end` is before `start`, or `with_event` is true and
         *     `start` is missing.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; the assignee must be within the same scope. Outside the scope: 403.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/running": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tasks currently started
         * @description Tasks with status `started`: those the signed-in user started or is assigned to, plus, for a team leader, those
         *     of their related users (administrators: all). Each carries `started_by` and `started_at` (since when). Most
         *     recently started first.
         */
        get: operations["listRunningTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Read a task */
        get: operations["getTask"];
        /**
         * Update a task
         * @description Partial update. The status never changes here: every status change (start, pause, complete, mark uncompleted)
         *     goes through `POST /tasks/{id}/status`. `with_event: true` creates or updates the
         *     task's 'Costo ' event from the new values; `with_event: false` deletes it. 422 when `end` is before `start`.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator; the assignee must be within the same scope. Outside the scope: 403.
         */
        put: operations["updateTask"];
        post?: never;
        /**
         * Delete a task
         * @description Deletes the task's calendar event first, then the task with its checklists, comments and media, and the
         *     notifications about it (an "assigned to you" would open a task that is gone).
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start, pause or complete a task (time tracking)
         * @description The dedicated status call (spec §4), under its own permission `tasks.changeStatus`:
         *     - `started`: a paused task starts; `started_at` = now, `started_by` = the signed-in user;
         *     - `paused`: a started task pauses; the time since `started_at` is added to `tracked_seconds`, `started_at` cleared;
         *     - `completed`: the task completes (adding the running time if started); `completed_at` = now.
         *     - `paused` with `reopen: true` on a completed task: marks it uncompleted (it becomes paused, `completed_at` cleared).
         *     Asking for the status the task already has changes nothing (200). Starting or pausing (without `reopen`) a
         *     **completed** task is refused with **409 Conflict** and `message: 'Cannot track a completed task.'`. Every status
         *     change goes through this call; create and update never change the status.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        post: operations["changeTaskStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a task's status history
         * @description The task's moves on its workflow, oldest first (issue 35): its creation (`paused`) and every status change made
         *     by `changeTaskStatus` (start, pause, completion, reopening), each with who made it and when. Asking for the
         *     status the task already has is no move. Entries never change once written; they are recorded from this
         *     version on, so an older task has none for its earlier moves (its `created_at`, `started_at` and
         *     `completed_at` say what is known). Not paginated: a task has few moves a day.
         */
        get: operations["getTaskHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/checklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a checklist to a task
         * @description Optionally with its first items. Checklist, item and comment changes need `tasks.update`.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        post: operations["createTaskChecklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/checklists/{checklistId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a checklist
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        put: operations["updateTaskChecklist"];
        post?: never;
        /**
         * Delete a checklist with its items
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        delete: operations["deleteTaskChecklist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/checklists/{checklistId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an item to a checklist
         * @description The item goes last, unchecked.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        post: operations["createTaskChecklistItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/checklists/{checklistId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
                itemId: components["parameters"]["TaskChecklistItemId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a checklist item
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        put: operations["updateTaskChecklistItem"];
        post?: never;
        /**
         * Delete a checklist item
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        delete: operations["deleteTaskChecklistItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/checklists/{checklistId}/items/{itemId}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tick a checklist item
         * @description Sets `checked` and `checked_at` (now). Ticking a ticked item changes nothing.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        post: operations["checkTaskChecklistItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/checklists/{checklistId}/items/{itemId}/uncheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Untick a checklist item
         * @description Clears `checked` and `checked_at`. Unticking an unticked item changes nothing.
         *     Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        post: operations["uncheckTaskChecklistItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a task
         * @description No record scope (`x-scope`): a comment is part of the conversation about a task, so anyone holding
         *     `tasks.update` may comment on any task they can read; changing or deleting a comment stays its author's
         *     (or an administrator's).
         */
        post: operations["createTaskComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                commentId: components["parameters"]["TaskCommentId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a comment
         * @description Only the comment's author (or an administrator) may edit it; others get 403.
         */
        put: operations["updateTaskComment"];
        post?: never;
        /**
         * Delete a comment
         * @description Only the comment's author (or an administrator) may delete it; others get 403.
         */
        delete: operations["deleteTaskComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a task
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        post: operations["uploadTaskMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a task's file
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        put: operations["renameTaskMedia"];
        post?: never;
        /**
         * Remove a task's file
         * @description Record scope (`x-scope`, one rule for tasks, works, vacations, sales reports and events): operators act on their own records, team leaders (users with related users) also on their team's, administrators and holders of `tasks.management` on every record; a task is one's own when one is its assignee or creator. Outside the scope: 403.
         */
        delete: operations["deleteTaskMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}/media/{mediaId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a task's file */
        get: operations["downloadTaskMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List task types */
        get: operations["listTaskTypes"];
        put?: never;
        /**
         * Create a task type
         * @description 422 when the name is already used.
         */
        post: operations["createTaskType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/task-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a task type
         * @description What the edit screen of a task type loads.
         */
        get: operations["getTaskType"];
        /** Update a task type */
        put: operations["updateTaskType"];
        post?: never;
        /**
         * Delete a task type
         * @description 409 while tasks use the type.
         */
        delete: operations["deleteTaskType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's imports, newest first
         * @description The history of the import screen; each entry with its status, counts and who started it.
         */
        get: operations["listImports"];
        put?: never;
        /**
         * Upload a spreadsheet to import
         * @description Reads an XLSX or CSV file (UTF-8 with or without BOM, `;` or `,` separated) and answers its header, the first
         *     rows, the fields of the kind and a suggested mapping of columns to fields: the tenant's saved mapping for the
         *     kind when its columns are in the file, otherwise one guessed from Italian and English headers. Nothing is
         *     written to the tenant's records. The caller also needs the create permission of the kind (for example
         *     `profiles.create` for customers, `users.create` for users): 403 otherwise. A file that is not a spreadsheet,
         *     is empty or has no header answers 422 with the reason under `file`; one over 50 MB answers 413.
         */
        post: operations["uploadImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One import with its status, progress, counts and first errors
         * @description Polled by the screen while an import runs (`progress.done` of `progress.total` rows).
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get an import's status moves
         * @description The import's moves, oldest first (issue 35), with the statuses the import itself has: `uploaded` (the file
         *     read, or the mapping changed after a check), `checked`, `importing`, then `done`, `failed` or `cancelled`,
         *     and `undone`, each with who and when (the end of a run is the run's starter's). Recorded from this version on.
         */
        get: operations["getImportSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Map the file's columns to the kind's fields
         * @description Sets the mapping (column header → field name, null for a column to leave out) and saves it as the tenant's
         *     mapping for the kind, suggested for the next file. 422 when a field is unknown, mapped twice or a required
         *     field is not mapped; 409 once the import has run. The mapping's keys are the file's own headers (data, not
         *     field names): the request body carries `x-preserve-case: true` so the app sends them exactly as written.
         */
        put: operations["updateImportMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: what the import would create, update, leave unchanged and reject
         * @description Reads every row with the mapping, checks it (Italian master data, numbers, dates, references by name,
         *     duplicate keys within the file) and compares it with the tenant's records by natural key. Writes no record
         *     (the import's own status becomes `checked`). Every bad row is counted and listed with its reason in the
         *     reader's language; `errors` carries the first 1,000, `error_count` all of them (the error file has every one).
         */
        post: operations["checkImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The file's bad rows with their reasons, to fix and import again
         * @description The rows rejected by the last check or run, with the file's own columns and values and one more column
         *     (`Errore` / `Error`, in the reader's language) with the reasons; the file imports again as it is once fixed.
         */
        get: operations["downloadImportErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write the import (all or nothing, or skipping the bad rows)
         * @description Starts writing in the background and answers 202 at once; poll GET /imports/{id}. `all-or-nothing` writes
         *     nothing when any row is bad (status `failed`, with every error); `skip-bad-rows` writes every good row and
         *     rejects the bad ones whole (never half a row), with their reasons. Either way the records are written in one
         *     transaction: a failure or a cancel leaves the tenant as it was. Recorded in the audit log as `import.run`.
         */
        post: operations["runImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an import not yet written
         * @description Stops an import that is uploaded, checked or importing; a running one rolls back (nothing of it is kept).
         *     409 once it is done, failed, undone or already cancelled.
         */
        post: operations["cancelImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a whole import
         * @description Removes the records the import created and restores the ones it updated to what they were before, except
         *     the records a person has changed since the import: those are kept as they are and named in `kept`. Only a
         *     `done` import can be undone, once (409 otherwise). Recorded in the audit log as `import.undone`.
         */
        post: operations["undoImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description What an import brings in. `allowances` are the yearly hours of leave per user and kind.
         * @enum {string}
         */
        ImportKind: "customers" | "leads" | "suppliers" | "companies" | "articles" | "price-lists" | "users" | "allowances";
        /**
         * @description `uploaded` (read, to map) → `checked` (dry run done) → `importing` → `done` | `failed`; `cancelled` before
         *     anything is written (also an upload left `uploaded` or `checked` for 24 hours: it is closed, its file dropped,
         *     when the history is next read); `undone` after an undo.
         * @enum {string}
         */
        ImportStatus: "uploaded" | "checked" | "importing" | "done" | "failed" | "cancelled" | "undone";
        /**
         * @description `all-or-nothing` writes nothing when a row is bad; `skip-bad-rows` writes the good rows and rejects the bad ones whole.
         * @enum {string}
         */
        ImportMode: "all-or-nothing" | "skip-bad-rows";
        /** @description Column header (as in `headers`) → field name of the kind, or null to leave the column out. */
        ImportMapping: {
            [key: string]: string | null;
        };
        ImportField: {
            /** @description The field's name, used in the mapping. */
            name: string;
            /** @description The field's name in the reader's language. */
            label: string;
            required: boolean;
        };
        ImportCounts: {
            created: number;
            updated: number;
            unchanged: number;
            rejected: number;
        };
        ImportRowError: {
            /** @description The row number in the file (the header is row 1). */
            row: number;
            /** @description The column header; null when the reason is the whole row. */
            column: string | null;
            /** @description The cell as read. */
            value: string | null;
            /** @description Why the row is rejected, in the reader's language. */
            reason: string;
        };
        ImportProgress: {
            done: number;
            total: number;
        };
        ImportSummary: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["ImportKind"];
            file_name: string;
            status: components["schemas"]["ImportStatus"];
            mode: components["schemas"]["ImportMode"] | null;
            /** @description Data rows in the file (the header not counted). */
            row_count: number;
            /** @description The last check's or run's counts; null before the first check. */
            counts: components["schemas"]["ImportCounts"] | null;
            error_count: number;
            /** @description Who uploaded it; null if since deleted or from the command line. */
            created_by: components["schemas"]["UserSummary"] | null;
            created_at: components["schemas"]["DateTime"];
            /** @description When it was written, failed or cancelled. */
            finished_at: components["schemas"]["DateTime"] | null;
            undone_at: components["schemas"]["DateTime"] | null;
        };
        Import: components["schemas"]["ImportSummary"] & {
            /** @description Whether missing categories and taxonomy items named in the file are created. */
            create_missing: boolean;
            /** @description The file's column headers, made unique (an empty one reads `Colonna N` / `Column N`). */
            headers: string[];
            /** @description The first rows (at most 10) as read, one string per column. */
            sample_rows: string[][];
            mapping: components["schemas"]["ImportMapping"];
            suggested_mapping: components["schemas"]["ImportMapping"];
            fields: components["schemas"]["ImportField"][];
            progress: components["schemas"]["ImportProgress"];
            /** @description The first 1,000 bad rows' reasons of the last check or run (`error_count` has them all). */
            errors: components["schemas"]["ImportRowError"][];
        };
        ImportKeptRecord: {
            /** @description The file's row that wrote the record. */
            row: number;
            /** @description The record's name (for example the customer's business name). */
            record: string;
            /** @description Why it was kept, in the reader's language. */
            reason: string;
        };
        ImportUndoResult: {
            /** @description Records the import created, now removed. */
            removed: number;
            /** @description Records the import updated, now as they were. */
            restored: number;
            kept: components["schemas"]["ImportKeptRecord"][];
            import: components["schemas"]["ImportSummary"];
        };
        /** @enum {string} */
        SearchKind: "profiles" | "works" | "tasks" | "articles" | "quotes" | "proposals" | "samples" | "events" | "users";
        SearchHit: {
            id: components["schemas"]["Id"];
            /** @description The name, summary or number the record is known by (empty for an untitled event). */
            title: string;
            /** @description A second line: code, customer, e-mail or city. */
            subtitle: string | null;
            /** @description Relevance (higher first); comparable across kinds. */
            rank: number;
            /** @description The profile's type (profiles only), which decides the screen that shows it. */
            profile_type: components["schemas"]["ProfileType"] | null;
            /** @description The event's calendar (events only), part of its address. */
            calendar_id: components["schemas"]["Id"] | null;
            /** @description When the event starts (events only; null for the other kinds): a meeting held every week has one title and one calendar, and its hits are told apart by their date. */
            start?: components["schemas"]["DateTime"] | null;
            /** @description The event lasts whole days (events only): its date reads without a time. */
            all_day?: boolean | null;
        };
        SearchGroup: {
            kind: components["schemas"]["SearchKind"];
            hits: components["schemas"]["SearchHit"][];
        };
        SearchResults: {
            groups: components["schemas"]["SearchGroup"][];
        };
        /** @description Integer identifier, unique within its table. */
        Id: number;
        /**
         * Format: date-time-local
         * @description Wall-clock date-time in the tenant's zone, `YYYY-MM-DD HH:mm:ss`, naming a moment that exists on the
         *     calendar (`2026-02-30 10:00:00` or `2026-01-01 25:61:61` are a 422; year 0000 does not exist).
         * @example 2026-11-22 09:30:00
         */
        DateTime: string;
        /**
         * Format: date
         * @description Calendar date, `YYYY-MM-DD`, naming a day that exists (`2026-02-30`, `2025-02-29` or `0000-01-01` are a 422).
         */
        Date: string;
        /**
         * @description Decimal number as a string (money, quantities); never a float.
         * @example 19.90
         */
        Decimal: string;
        /** @description CSS hex colour. */
        Color: string;
        Error: {
            /** @description Human-readable reason. */
            message: string;
        };
        SectionLockedError: {
            /** @description Human-readable reason. */
            message: string;
            /**
             * @description What the client must do (log in to the section).
             * @enum {string}
             */
            code: "section_login_required";
            section: components["schemas"]["SectionName"];
        };
        ValidationError: {
            message: string;
            /**
             * @description Set when the refusal is about a stored record rather than a typed value, so the client can say what to
             *     fix: `customer_without_email` (the quote's customer has no e-mail address to send to),
             *     `not_a_company` (profiles are associated only with a company-type profile).
             * @enum {string}
             */
            code?: "customer_without_email" | "not_a_company";
            /** @description Messages per field (snake_case field path). */
            errors: {
                [key: string]: string[];
            };
        };
        PaginationMeta: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
        };
        /** @description A file attached to a record (task, work, profile, goal, package…). */
        MediaItem: {
            id: components["schemas"]["Id"];
            /** @description Display name (the original file name unless renamed). */
            file_name: string;
            mime_type: string;
            /** @description Size in bytes. */
            size: number;
            created_at: components["schemas"]["DateTime"];
        };
        /**
         * @description `not_sent`: no mail server is configured, the message is only kept in the log.
         * @enum {string}
         */
        SentMailStatus: "not_sent" | "queued" | "sent" | "failed";
        SentMail: {
            id: components["schemas"]["Id"];
            to: string;
            cc: string | null;
            subject: string;
            status: components["schemas"]["SentMailStatus"];
            /** @description The mail server's reason when sending failed. */
            error: string | null;
            /** @description When it was handed over (tenant wall clock, `YYYY-MM-DD HH:mm:ss`). */
            queued_at: string;
            resent_from: components["schemas"]["Id"] | null;
        };
        SentMailDetail: components["schemas"]["SentMail"] & {
            from: string | null;
            reply_to: string | null;
            /** @description As it went, except the token of a password, join or PDF link, shown as `[redacted]` (resending sends the mail with its links). */
            text: string;
            /** @description The HTML part, its links' tokens redacted like the text's. */
            html: string | null;
            attachments: {
                filename: string;
                /** @description Bytes. */
                size: number;
            }[];
        };
        /**
         * @description `identity`: Settings → Company; `workspace`: the tenant's modules, language, first day of the week and time
         *     zone; `colleagues`: invitations with their roles; `import`: the company's existing data brought in
         *     (Settings → Import), done by a finished import that was not undone or by skipping it (marking it done);
         *     `dashboard`: a first look at the dashboard; `finished`: the checklist closed.
         * @enum {string}
         */
        SetupStep: "identity" | "workspace" | "colleagues" | "import" | "dashboard" | "finished";
        SetupState: {
            steps: {
                step: components["schemas"]["SetupStep"];
                done: boolean;
                done_at: string | null;
            }[];
            finished: boolean;
            hints: {
                identity_has_vat_number: boolean;
                /** @description Users of the tenant, the administrator included. */
                users: number;
                /** @description Finished imports not undone: 0 with the import step done means it was skipped. */
                imports: number;
            };
        };
        /**
         * @description What happened. Role permission changes are `role.updated` with a `permissions` change.
         * @enum {string}
         */
        AuditAction: "auth.login" | "auth.login_failed" | "auth.logout" | "auth.invitation_accepted" | "user.created" | "user.updated" | "user.deleted" | "user.sessions_revoked" | "user.password_changed" | "role.created" | "role.updated" | "role.deleted" | "related_users.linked" | "related_users.unlinked" | "setting.updated" | "setting.deleted" | "mail.resent" | "user.invitation_resent" | "import.run" | "import.undone";
        /**
         * @description One recorded event. `user` is who acted (null for a failed sign-in, where `email` is the address typed);
         *     `subject_type`/`subject_id` what it acted on; `changes` the fields changed, each with its value before and
         *     after (for a role's permissions: the names added and removed). Never holds passwords or tokens.
         */
        AuditEntry: {
            id: components["schemas"]["Id"];
            action: components["schemas"]["AuditAction"];
            user: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            email: string | null;
            ip: string;
            /** @enum {string|null} */
            subject_type: "user" | "role" | "setting" | "session" | "mail" | "import" | null;
            subject_id: number | null;
            /** @description The subject's name or key when the entry was recorded. */
            subject_label: string | null;
            changes: {
                [key: string]: {
                    before: unknown;
                    after: unknown;
                };
            };
            created_at: components["schemas"]["DateTime"];
        };
        /** @description A user as shown inside other records. */
        UserSummary: {
            id: components["schemas"]["Id"];
            name: string;
            /** Format: email */
            email: string;
            avatar_url?: string | null;
        };
        /** @description A profile (customer, lead, supplier…) as shown inside other records. */
        ProfileSummary: {
            id: components["schemas"]["Id"];
            /** @description Business name, or first and last name for people. */
            name: string;
            type: components["schemas"]["ProfileType"];
        };
        /** @enum {string} */
        ProfileType: "agent" | "customer" | "salesperson" | "supplier" | "lead" | "temporary" | "company";
        /**
         * @description Non-negative decimal as a string (prices, quantities) in request bodies.
         * @example 12.50
         */
        CatalogAmount: string;
        /**
         * @description Percentage from 0 to 100 as a decimal string (VAT rates, discounts, weights).
         * @example 22
         */
        CatalogPercent: string;
        /**
         * @description Unit of measure (designed by Bottega; the spec only says units include mm): piece, kilogram, gram, metre, centimetre, millimetre, square and cubic metre, litre, hour, pack.
         * @enum {string}
         */
        ArticleUnit: "pz" | "kg" | "g" | "m" | "cm" | "mm" | "m2" | "m3" | "l" | "h" | "conf";
        /** @description An article. Fields beyond id designed by Bottega; the spec shows none. */
        Article: {
            id: components["schemas"]["Id"];
            /** @description Article code, unique in the tenant. */
            code: string;
            description: string;
            long_description: string | null;
            unit: components["schemas"]["ArticleUnit"];
            /** @description Base sale price excluding VAT. */
            price: components["schemas"]["Decimal"];
            /** @description Purchase cost excluding VAT. */
            cost: components["schemas"]["Decimal"] | null;
            /** @description VAT rate in percent. */
            vat_rate: components["schemas"]["Decimal"];
            barcode: string | null;
            active: boolean;
            category: components["schemas"]["NamedRecordRef"] | null;
            brand: components["schemas"]["NamedRecordRef"] | null;
            division: components["schemas"]["NamedRecordRef"] | null;
            group: components["schemas"]["NamedRecordRef"] | null;
            line: components["schemas"]["NamedRecordRef"] | null;
            type: components["schemas"]["NamedRecordRef"] | null;
            warehouse: components["schemas"]["NamedRecordRef"] | null;
            /** @description Quantity in stock (may be negative). */
            stock_quantity: components["schemas"]["Decimal"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description Article fields for create and update (designed by Bottega). Taxonomy and warehouse ids refer to
         *     `/article-*` records and `/warehouses`; unknown ids answer 422. Bottega keeps no stock movements:
         *     `stock_quantity` is edited directly.
         */
        ArticleInput: {
            code: string;
            description: string;
            long_description?: string | null;
            unit: components["schemas"]["ArticleUnit"];
            price: components["schemas"]["CatalogAmount"];
            cost?: components["schemas"]["CatalogAmount"] | null;
            vat_rate: components["schemas"]["CatalogPercent"];
            barcode?: string | null;
            /** @default true */
            active: boolean;
            category_id?: number | null;
            brand_id?: number | null;
            division_id?: number | null;
            group_id?: number | null;
            line_id?: number | null;
            type_id?: number | null;
            warehouse_id?: number | null;
            stock_quantity?: components["schemas"]["Decimal"];
        };
        ArticleResponse: {
            data: components["schemas"]["Article"];
        };
        /** @description One entry of an article taxonomy (category, brand, division, group, line or type). Fields beyond id designed by Bottega. */
        ArticleTaxonomyItem: {
            id: components["schemas"]["Id"];
            /** @description Optional short code, unique within its taxonomy. */
            code: string | null;
            name: string;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        ArticleTaxonomyInput: {
            code?: string | null;
            name: string;
            description?: string | null;
        };
        ArticleTaxonomyPage: {
            data: components["schemas"]["ArticleTaxonomyItem"][];
            meta: components["schemas"]["PaginationMeta"];
        };
        ArticleTaxonomyItemResponse: {
            data: components["schemas"]["ArticleTaxonomyItem"];
        };
        /** @description A warehouse. Fields beyond id designed by Bottega; at most one warehouse is the default. */
        Warehouse: {
            id: components["schemas"]["Id"];
            code: string;
            name: string;
            /** @description Address on one line. */
            address: string | null;
            is_default: boolean;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        WarehouseInput: {
            code: string;
            name: string;
            address?: string | null;
            /** @default false */
            is_default: boolean;
        };
        WarehouseResponse: {
            data: components["schemas"]["Warehouse"];
        };
        /**
         * @description What a category classifies (designed by Bottega): general use, articles (beside the article taxonomy), works or documents.
         * @enum {string}
         */
        CategoryScope: "general" | "article" | "work" | "document";
        /** @description A general-purpose category of the `categories` module. Fields beyond id designed by Bottega. */
        Category: {
            id: components["schemas"]["Id"];
            name: string;
            scope: components["schemas"]["CategoryScope"];
            description: string | null;
            color: components["schemas"]["Color"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        CategoryInput: {
            name: string;
            scope: components["schemas"]["CategoryScope"];
            description?: string | null;
            color?: components["schemas"]["Color"] | null;
        };
        CategoryResponse: {
            data: components["schemas"]["Category"];
        };
        /** @description One step of the evaluator rating scale (fields designed by Bottega). Higher `value` is better. */
        Rating: {
            id: components["schemas"]["Id"];
            value: number;
            label: string;
            color: components["schemas"]["Color"] | null;
        };
        /** @description A price list as listed. Fields beyond id designed by Bottega. */
        PriceList: {
            id: components["schemas"]["Id"];
            name: string;
            code: string | null;
            /** @description ISO 4217 code; EUR unless set otherwise. */
            currency: string;
            valid_from: components["schemas"]["Date"] | null;
            valid_to: components["schemas"]["Date"] | null;
            notes: string | null;
            articles_count: number;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description A price list with every article it carries (single reads and writes). */
        PriceListDetail: components["schemas"]["PriceList"] & {
            articles: components["schemas"]["PriceListArticle"][];
        };
        /**
         * @description An article as carried by a price list (designed by Bottega): `list_price` is the article's own price,
         *     `price` the price in this list before `discount_percent`.
         */
        PriceListArticle: {
            article_id: components["schemas"]["Id"];
            code: string;
            description: string;
            unit: components["schemas"]["ArticleUnit"];
            list_price: components["schemas"]["Decimal"];
            price: components["schemas"]["Decimal"];
            discount_percent: components["schemas"]["Decimal"];
        };
        /** @description Price list fields for create and update. `valid_to` must not precede `valid_from` (422). */
        PriceListInput: {
            name: string;
            code?: string | null;
            /** @default EUR */
            currency: string;
            valid_from?: components["schemas"]["Date"] | null;
            valid_to?: components["schemas"]["Date"] | null;
            notes?: string | null;
            /** @description When present, replaces the list's articles (each article at most once; 422 otherwise). */
            articles?: components["schemas"]["PriceListArticleInput"][];
        };
        PriceListArticleInput: {
            article_id: components["schemas"]["Id"];
            /** @description Defaults to the article's price. */
            price?: components["schemas"]["CatalogAmount"];
            /** @description Defaults to 0. */
            discount_percent?: components["schemas"]["CatalogPercent"];
        };
        PriceListArticleUpdate: {
            price?: components["schemas"]["CatalogAmount"];
            discount_percent?: components["schemas"]["CatalogPercent"];
        };
        PriceListResponse: {
            data: components["schemas"]["PriceListDetail"];
        };
        PriceListArticleResponse: {
            data: components["schemas"]["PriceListArticle"];
        };
        /**
         * @description Designed by Bottega (the spec shows no quote states): draft, sent to the customer, accepted, rejected.
         * @enum {string}
         */
        QuoteStatus: "draft" | "sent" | "accepted" | "rejected";
        /**
         * @description A quote. Fields beyond id designed by Bottega. `number` is assigned by the server (`YYYY/NNNN`, counting
         *     per year). Row `total` is `quantity × unit_price × (1 − discount_percent/100)` rounded to 2 decimals;
         *     `totals.net` sums the rows, `totals.vat` sums each row total times its VAT rate (rounded per row),
         *     `totals.gross` is net plus VAT.
         */
        Quote: {
            id: components["schemas"]["Id"];
            number: string;
            date: components["schemas"]["Date"];
            valid_until: components["schemas"]["Date"] | null;
            status: components["schemas"]["QuoteStatus"];
            customer: components["schemas"]["ProfileSummary"];
            price_list: components["schemas"]["NamedRecordRef"] | null;
            notes: string | null;
            rows: components["schemas"]["QuoteRow"][];
            totals: components["schemas"]["QuoteTotals"];
            /** @description When the quote was last e-mailed to the customer. */
            sent_at: components["schemas"]["DateTime"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        QuoteRow: {
            id: components["schemas"]["Id"];
            /** @description The article the row was made from; null for free rows. */
            article_id: number | null;
            description: string;
            quantity: components["schemas"]["Decimal"];
            unit: components["schemas"]["ArticleUnit"] | null;
            unit_price: components["schemas"]["Decimal"];
            discount_percent: components["schemas"]["Decimal"];
            vat_rate: components["schemas"]["Decimal"];
            /** @description Row amount after discount and before VAT. */
            total: components["schemas"]["Decimal"];
        };
        QuoteTotals: {
            net: components["schemas"]["Decimal"];
            vat: components["schemas"]["Decimal"];
            gross: components["schemas"]["Decimal"];
        };
        QuoteRowInput: {
            /** @description Existing row to keep (update only). */
            id?: components["schemas"]["Id"];
            article_id?: number | null;
            description: string;
            /** @description Above 0 (422 otherwise); a unit price of 0 is a free row. */
            quantity: components["schemas"]["CatalogAmount"];
            unit?: components["schemas"]["ArticleUnit"] | null;
            unit_price: components["schemas"]["CatalogAmount"];
            /** @description Defaults to 0. */
            discount_percent?: components["schemas"]["CatalogPercent"];
            vat_rate: components["schemas"]["CatalogPercent"];
        };
        /** @description Quote fields on create (the status starts `draft`). Unknown customer, price list or article ids answer 422. */
        QuoteInput: {
            date: components["schemas"]["Date"];
            valid_until?: components["schemas"]["Date"] | null;
            customer_id: components["schemas"]["Id"];
            price_list_id?: number | null;
            notes?: string | null;
            rows: components["schemas"]["QuoteRowInput"][];
        };
        /** @description Quote fields on update; like `QuoteInput` plus `status`. Once sent (any status but `draft`) the content is what the customer received: the body must say the same header and rows (values compared, rows by position) and only `status` may change; any other change is refused (422 on the first changed field, `rows` for the rows). A new version is a duplicate. */
        QuoteUpdate: {
            date: components["schemas"]["Date"];
            valid_until?: components["schemas"]["Date"] | null;
            /** @description A draft leaves `draft` only through `send-to-assigned-customer` (422 for any other status here); a sent quote takes `sent`, `accepted` or `rejected` and never returns to `draft` (422). */
            status?: components["schemas"]["QuoteStatus"];
            customer_id: components["schemas"]["Id"];
            price_list_id?: number | null;
            notes?: string | null;
            rows: components["schemas"]["QuoteRowInput"][];
        };
        /** @description Optional subject and message of the e-mail; defaults are used when left out. */
        QuoteSendInput: {
            subject?: string;
            message?: string;
        };
        QuoteResponse: {
            data: components["schemas"]["Quote"];
        };
        /** @description An evaluator goal. Fields beyond id and media designed by Bottega. */
        Goal: {
            id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            /** @description Free-text grouping of goals. */
            category: string | null;
            /** @description Default weight in percent when assigned by a package. */
            weight: components["schemas"]["Decimal"];
            /** @description What must be reached. */
            target: string | null;
            /** @description How the target is measured. */
            measure: string | null;
            year: number;
            media: components["schemas"]["MediaItem"][];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description Goal fields for create and update. `weight` must be above zero (greaterThanZero; 422). */
        GoalInput: {
            title: string;
            description?: string | null;
            category?: string | null;
            weight: components["schemas"]["CatalogPercent"];
            target?: string | null;
            measure?: string | null;
            year: number;
        };
        GoalResponse: {
            data: components["schemas"]["Goal"];
        };
        /**
         * @description Designed by Bottega (derived, never sent), moving one way only: `assigned` on creation, `rated` once every
         *     goal has an evaluation, `visible` once the year's sheets are made visible, `acknowledged` once the person
         *     evaluated confirms their visible sheet. Nothing takes a package back: ratings and goals are frozen once the
         *     sheet is visible (409).
         * @enum {string}
         */
        PackageStatus: "assigned" | "rated" | "visible" | "acknowledged";
        PackageGoal: {
            /** @description Goal id. */
            id: components["schemas"]["Id"];
            title: string;
            /** @description Weight of the goal in this package (percent). */
            weight: components["schemas"]["Decimal"];
        };
        /**
         * @description Goals assigned to a user for a period. The spec shows id, media, acknowledgement and evaluations; the
         *     other fields are designed by Bottega.
         */
        Package: {
            id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            evaluator: components["schemas"]["UserSummary"];
            year: number;
            period_start: components["schemas"]["Date"];
            period_end: components["schemas"]["Date"];
            status: components["schemas"]["PackageStatus"];
            goals: components["schemas"]["PackageGoal"][];
            /** @description Sum of the goals' weights in this package (percent; 100 before the sheet can be made visible). */
            total_weight: components["schemas"]["Decimal"];
            /**
             * @description Σ weight × value / 100 over the rated goals (value: the evaluation's score when given, else its rating's
             *     value). Null when nothing is rated, and for the person evaluated until their sheet is visible.
             */
            weighted_score: components["schemas"]["Decimal"] | null;
            acknowledgement: {
                confirmed: boolean;
                confirmed_at: components["schemas"]["DateTime"] | null;
            };
            /** @description Whether the assignee may read the evaluation sheet. */
            evaluation_sheet_visible: boolean;
            media: components["schemas"]["MediaItem"][];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description Package fields for create and update. On create `evaluator_id` defaults to the signed-in user and a goal's
         *     `weight` to the goal's own weight; on update both default to what the package holds. `period_end` must not precede `period_start` (422).
         */
        PackageInput: {
            user_id: components["schemas"]["Id"];
            evaluator_id?: components["schemas"]["Id"];
            year: number;
            period_start: components["schemas"]["Date"];
            period_end: components["schemas"]["Date"];
            goals: {
                goal_id: components["schemas"]["Id"];
                weight?: components["schemas"]["CatalogPercent"];
            }[];
        };
        PackageVisibleAnnualInput: {
            year: number;
            /**
             * @description Publish packages that still have unrated goals too. Without it, a year with such packages answers 422
             *     naming them (the app lists them in its confirmation dialog and sends `true` once confirmed).
             * @default false
             */
            include_unrated: boolean;
        };
        PackageResponse: {
            data: components["schemas"]["Package"];
        };
        /** @description A goal as assigned by a package, with its weight there and its evaluations. */
        PackageGoalDetail: {
            /** @description Goal id. */
            id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            category: string | null;
            /** @description Weight in this package. */
            weight: components["schemas"]["Decimal"];
            target: string | null;
            measure: string | null;
            year: number;
            evaluations: components["schemas"]["Evaluation"][];
        };
        /** @description The evaluator's rating of one goal of a package (fields designed by Bottega). */
        Evaluation: {
            id: components["schemas"]["Id"];
            package_id: components["schemas"]["Id"];
            goal: {
                id: components["schemas"]["Id"];
                title: string;
            };
            rating: components["schemas"]["Rating"];
            /** @description Optional numeric score overriding the rating's value in the weighted score. */
            score: components["schemas"]["Decimal"] | null;
            notes: string | null;
            evaluator: components["schemas"]["UserSummary"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        EvaluationInput: {
            goal_id: components["schemas"]["Id"];
            rating_id: components["schemas"]["Id"];
            score?: components["schemas"]["CatalogPercent"] | null;
            notes?: string | null;
        };
        /** @description The evaluation sheet of a package (designed by Bottega). */
        EvaluationSheet: {
            package_id: components["schemas"]["Id"];
            year: number;
            user: components["schemas"]["UserSummary"];
            evaluator: components["schemas"]["UserSummary"];
            /** @description The package's `evaluation_sheet_visible`. */
            visible: boolean;
            /** @description The rating scale. */
            ratings: components["schemas"]["Rating"][];
            goals: {
                goal_id: components["schemas"]["Id"];
                title: string;
                weight: components["schemas"]["Decimal"];
                target: string | null;
                measure: string | null;
                rating: components["schemas"]["Rating"] | null;
                score: components["schemas"]["Decimal"] | null;
                notes: string | null;
            }[];
            /** @description Sum of the goals' weights. */
            total_weight: components["schemas"]["Decimal"];
            /** @description Σ weight × value / 100 over the evaluated goals; null when none is evaluated. */
            weighted_score: components["schemas"]["Decimal"] | null;
        };
        /** @description OAuth password grant. `username` is the user's e-mail. */
        PasswordGrant: {
            /** @constant */
            grant_type: "password";
            /** @description The app's OAuth client id. */
            client_id: string;
            client_secret: string;
            /** Format: email */
            username: string;
            password: string;
            /** @description Space-separated scopes; Bottega uses none (empty or `*`). */
            scope?: string;
        };
        /** @description OAuth refresh_token grant. */
        RefreshTokenGrant: {
            /** @constant */
            grant_type: "refresh_token";
            client_id: string;
            client_secret: string;
            refresh_token: string;
        };
        /** @description Laravel Passport token answer. Not wrapped in `data` (the one exception to the envelope rule, with invitation acceptance). */
        OAuthToken: {
            /** @constant */
            token_type: "Bearer";
            /** @description Seconds until the access token expires. */
            expires_in: number;
            access_token: string;
            refresh_token: string;
        };
        BackupStatus: {
            /** @description When the last good backup finished, in the tenant's wall clock; null when there is none. */
            last_good_backup_at: components["schemas"]["DateTime"] | null;
            /** @description Size of that archive in bytes. */
            bytes: number | null;
            /** @description The backup schedule (BACKUP_DIR), or null when backups are only made by hand. */
            scheduled: {
                every_hours: number;
                keep: number;
            } | null;
        };
        /** @description Passport-like error; `message` is always 'The credentials were incorrect.' for credential failures. */
        OAuthError: {
            message: string;
            /** @description OAuth error code: invalid_grant, invalid_client, invalid_request, unsupported_grant_type. */
            error?: string;
            error_description?: string;
        };
        PasswordResetTokenInfo: {
            /** Format: email */
            email: string;
            token: string;
        };
        /**
         * @description Spec §5: at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character
         *     from `# ? ! @ $ space % ^ & * -`. Message: 'Password must contain a digit, a lower case letter, an upper case
         *     letter, a special character, and must be at least 8 characters long'.
         */
        NewPassword: string;
        /** @description `password_confirmation` must equal `password` (422 otherwise). */
        PasswordCreateInput: {
            /** Format: email */
            email: string;
            token: string;
            password: components["schemas"]["NewPassword"];
            password_confirmation: string;
        };
        /** @description `password_confirmation` must equal `password` (422 otherwise). */
        MyPasswordInput: {
            current_password: string;
            password: components["schemas"]["NewPassword"];
            password_confirmation: string;
        };
        AuthMessage: {
            data: {
                message: string;
            };
        };
        /** @description Opaque random invitation identifier. */
        InvitationIdentifier: string;
        /** @description An invitation to join the tenant, sent when a user is created. */
        Invitation: {
            id: components["schemas"]["InvitationIdentifier"];
            /** Format: email */
            email: string;
            /** @description The name the administrator gave the new user. */
            name: string;
            tenant: {
                slug: string;
                name: string;
                avatar_url?: string | null;
            };
            /** @description Name of the user who sent the invitation (null if since deleted). */
            inviter_name: string | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "expired";
            expires_at: components["schemas"]["DateTime"];
        };
        /** @description `password_confirmation` must equal `password`. `name`, when given, replaces the name the administrator typed. */
        InvitationAcceptInput: {
            name?: string;
            password: components["schemas"]["NewPassword"];
            password_confirmation: string;
        };
        Tenant: {
            slug: string;
            name: string;
            /** @description Logo shown in the menu. */
            avatar_url: string | null;
            favicon_url: string | null;
        };
        /**
         * @description `unregistered`: invited, invitation not yet accepted. Only `active` users can sign in.
         * @enum {string}
         */
        UserStatus: "active" | "deactivated" | "inactive" | "unregistered";
        /**
         * @description Machine name of a role. Built-in roles are admin, sub_admin, supervisor, operator.
         * @example operator
         */
        RoleName: string;
        RoleSummary: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["RoleName"];
            /** @description Display name (admin and sub_admin are both labelled Administrator). */
            label: string;
        };
        /**
         * @description A user of the tenant. `websites` lists the tenants where the same e-mail has an account (to switch tenant);
         *     `relationships` are the user's related users (their team: a user with any is a team leader); `companies` are
         *     the companies the user belongs to.
         */
        User: {
            id: components["schemas"]["Id"];
            name: string;
            /** Format: email */
            email: string;
            avatar_url: string | null;
            role: components["schemas"]["RoleSummary"];
            status: components["schemas"]["UserStatus"];
            websites: {
                slug: string;
                avatar_url: string | null;
            }[];
            relationships: components["schemas"]["UserSummary"][];
            companies: {
                id: components["schemas"]["Id"];
                name: string;
            }[];
            last_login_at?: components["schemas"]["DateTime"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description New user. An invitation e-mail is always sent (see createUser). */
        UserInput: {
            name: string;
            /** Format: email */
            email: string;
            role_id: components["schemas"]["Id"];
            /** @default unregistered */
            status: components["schemas"]["UserStatus"];
        };
        UserUpdate: {
            name?: string;
            /** Format: email */
            email?: string;
            role_id?: components["schemas"]["Id"];
            status?: components["schemas"]["UserStatus"];
            /** @description The companies the user belongs to; replaces the whole list (422 for an unknown company). */
            company_ids?: components["schemas"]["Id"][];
        };
        RelatedUsersInput: {
            /** @description The team leader; defaults to the signed-in user. */
            user_id?: components["schemas"]["Id"];
            related_users: components["schemas"]["Id"][];
        };
        /** @description `module.action` (e.g. `tasks.changeStatus`), or a bare module name that enables the module. */
        PermissionName: string;
        Permission: {
            name: components["schemas"]["PermissionName"];
            module: string;
            /** @description Null for a module-enabling permission. */
            action: string | null;
        };
        /**
         * @description A role and the permissions it grants. `built_in` roles (admin, sub_admin, supervisor, operator) cannot be
         *     renamed or deleted; `admin` always holds every permission. Fields beyond name and permissions designed by Bottega.
         */
        Role: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["RoleName"];
            label: string;
            permissions: components["schemas"]["PermissionName"][];
            built_in: boolean;
            users_count: number;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        RoleInput: {
            name: components["schemas"]["RoleName"];
            label: string;
            /** @default [] */
            permissions: components["schemas"]["PermissionName"][];
        };
        /** @description `permissions`, when given, replaces the whole set. */
        RoleUpdate: {
            name?: components["schemas"]["RoleName"];
            label?: string;
            permissions?: components["schemas"]["PermissionName"][];
        };
        /** @description Lower-case key; segments separated by dots. */
        PreferenceKeyPattern: string;
        /**
         * @description One notification for the signed-in user. Kinds: `vacation.pending` (a leave request waits for your
         *     decision), `vacation.decided` (your request was decided; `params.status`, `params.note` the approver's
         *     reason or null, and with changes `params.previous_start`/`previous_end`/`previous_all_day` → `start`/`end`/`all_day`; a vacation's `all_day` says its period is whole days), `sample.pending` (a sample waits
         *     for approval), `sample.decided` (your sample was approved or denied, or such a decision no longer stands: back `in_evaluation`, or a `draft` again after an edit; `params.status`), `task.assigned`
         *     (a task was assigned to you), `proposal.sent` and `proposal.failed` (a proposal's mail left or was not
         *     delivered). `params` holds what the text needs (`actor` = who acted, `label` = the record's name or number).
         */
        Notification: {
            id: number;
            /** @enum {string} */
            kind: "vacation.pending" | "vacation.decided" | "sample.pending" | "sample.decided" | "task.assigned" | "proposal.sent" | "proposal.failed";
            /** @enum {string} */
            record_type: "vacation" | "sample" | "task" | "proposal";
            record_id: number;
            params: {
                [key: string]: string | number | boolean | null;
            };
            created_at: components["schemas"]["DateTime"];
            read_at: components["schemas"]["DateTime"] | null;
        };
        /** @description A user preference. See PreferenceInput for the keys and their values. */
        Preference: {
            key: components["schemas"]["PreferenceKeyPattern"];
            value: string | null;
        };
        /**
         * @description Keys and values:
         *     - `language`: `it` (default) or `en`;
         *     - `first_day_of_week`: `'0'`-`'6'`, 0 = Sunday, 1 = Monday (default; JavaScript `getDay()` numbering);
         *     - `menu.expanded`: `collapsed` or `expanded`;
         *     - `menu.size`: `standard` or `small`;
         *     - `theme`: `system` (default: follow the device's light or dark setting), `light` or `dark`;
         *     - `newsletter.enabled`: `enabled` or `disabled`;
         *     - `newsletter.username`, `newsletter.password`: the mailing-service credentials. The stored password is never
         *       returned: reads answer `'********'` when one is set.
         *     Null clears the value (same as deleting the preference).
         */
        PreferenceInput: {
            /** @enum {string} */
            key: "language" | "first_day_of_week" | "menu.expanded" | "menu.size" | "theme" | "newsletter.enabled" | "newsletter.username" | "newsletter.password";
            value: string | null;
        } & (unknown & unknown & unknown & unknown & unknown & unknown);
        /** @description A string, a list of strings (`modules.hidden`) or null. */
        SettingValue: string | string[] | null;
        /**
         * @description The tenant's identity as a company (designed by Bottega, issue 29): what art. 2250 c.c. asks on an S.r.l.'s
         *     documents (sede, REA, capitale sociale i.v., P. IVA) plus contacts, IBAN and logo. Optional fields are null
         *     when not set. `logo` is a PNG or JPEG data URL.
         */
        CompanyIdentity: {
            /** @description Ragione sociale. */
            business_name: string;
            street: string | null;
            street_number: string | null;
            /** @description CAP. */
            postal_code: string | null;
            city: string | null;
            /** @description Province sigla (two letters). */
            province: string | null;
            /** @description ISO 3166-1 alpha-2 code. */
            country: string;
            /** @description P. IVA (11 digits). */
            vat_number: string | null;
            /** @description Codice fiscale. */
            fiscal_code: string | null;
            /** @description REA number with its province, e.g. `MI-1234567`. */
            rea_number: string | null;
            /** @description Capitale sociale (interamente versato) in euro, a decimal string. */
            share_capital: string | null;
            pec: string | null;
            phone: string | null;
            email: string | null;
            website: string | null;
            iban: string | null;
            logo: string | null;
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description A partial update of CompanyIdentity; absent fields keep their value, null clears an optional one. */
        CompanyIdentityInput: {
            business_name?: string;
            street?: string | null;
            street_number?: string | null;
            postal_code?: string | null;
            city?: string | null;
            province?: string | null;
            country?: string;
            vat_number?: string | null;
            fiscal_code?: string | null;
            rea_number?: string | null;
            share_capital?: string | null;
            pec?: string | null;
            phone?: string | null;
            email?: string | null;
            website?: string | null;
            iban?: string | null;
            /** @description A PNG or JPEG as a data URL (`data:image/png;base64,…`), at most 512 KB of image; null removes it. */
            logo?: string | null;
        };
        CompanyIdentityResponse: {
            data: components["schemas"]["CompanyIdentity"];
        };
        /** @description A tenant setting. See SettingInput for the keys and their values. */
        Setting: {
            key: components["schemas"]["PreferenceKeyPattern"];
            value: components["schemas"]["SettingValue"];
        };
        /**
         * @description Keys and values (designed by Bottega from spec §1):
         *     - `modules.hidden`: list of menu entries hidden for the tenant (e.g. `[proposals, samples, statistics]` for one
         *       tenant, `[vacations]` for another); a menu entry needs tenant enablement and permission;
         *     - `evaluators.title`: `TPM` or `Valutazioni` (default), the evaluators section title;
         *     - `timezone`: IANA zone of the tenant's wall-clock date-times (default `Europe/Rome`);
         *     - `vacations.allow_negative_balance`: `'1'` lets vacation requests go beyond the remaining hours of their
         *       allowance (default: refused with 422 naming the remaining hours);
         *     - `vacations.patron_saint`: the tenant's patron saint day as `MM-DD` (e.g. `12-07`, Milano): like the
         *       national holidays it is not working time, so it costs no leave; changing it recomputes the hours of pending
         *       requests (decided ones keep theirs);
         *     - `vacations.carry_over_expiry`: `MM-DD` of the year after: until that day last year's remaining leave is
         *       carried over (default `06-30`);
         *     - `mail.from_name`, `mail.from_address`, `mail.reply_to`: who the tenant's mails (e.g. a proposal sent to a
         *       customer) come from and where answers go (default: the tenant's name at the platform's no-reply address,
         *       no reply-to);
         *     - `maps.api_key`: the browser key of the maps service (spec §7: places library for address fields). Without it
         *       (the default) address fields are plain structured fields. It is a browser key, read by every signed-in user
         *       like every setting: restrict it to the tenant's address at the provider;
         *     - `language`: `it` (default) or `en`, the tenant's language: the words of the server's answers, mails and
         *       documents for a reader with no language preference of their own and no `Accept-Language` of ours, and of the
         *       mails to people outside the tenant (customers, people invited); the app's language for users who chose none
         *       (Settings → Modules and region);
         *     - `first_day_of_week`: the tenant's default first day of the week, `'0'` (Sunday) … `'6'` (default Monday),
         *       for users who chose none.
         */
        SettingInput: {
            /** @enum {string} */
            key: "modules.hidden" | "evaluators.title" | "timezone" | "vacations.allow_negative_balance" | "vacations.patron_saint" | "vacations.carry_over_expiry" | "mail.from_name" | "mail.from_address" | "mail.reply_to" | "maps.api_key" | "language" | "first_day_of_week";
            value: components["schemas"]["SettingValue"];
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        /** @description Name of a password-protected section (e.g. `statistics`). */
        SectionName: string;
        /** @description A login of a user to a protected section; valid for 10 minutes (the server's window, SECTION_ACCESS_WINDOW_SECONDS, 600 by default). */
        SectionAccess: {
            id: components["schemas"]["Id"];
            section: components["schemas"]["SectionName"];
            user: components["schemas"]["UserSummary"];
            logged_in_at: components["schemas"]["DateTime"];
            /** @description `logged_in_at` + the window (10 minutes). */
            valid_until: components["schemas"]["DateTime"];
            /** @description True while the current time is before `valid_until`. */
            valid: boolean;
            /** @description Seconds from the server's current time to `valid_until`, 0 once passed: a client counts down from it with its own clock, whatever its time zone or clock drift. */
            remaining_seconds: number;
        };
        SectionAccessInput: {
            section: components["schemas"]["SectionName"];
            /** @description The section's password. */
            password: string;
        };
        /** @description An archived document. Fields designed by Bottega; the spec shows none. */
        Document: {
            id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            /** @description Free-text category used to group documents (e.g. Contratti). */
            category: string | null;
            file: components["schemas"]["MediaItem"];
            /** @description The profile (customer, supplier...) the document concerns. */
            profile_id: number | null;
            profile: components["schemas"]["ProfileSummary"] | null;
            /** @description The uploader; null if since deleted. */
            created_by: components["schemas"]["UserSummary"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description Multipart form fields. `title` defaults to the file name when empty. */
        DocumentUpload: {
            /** Format: binary */
            file: string;
            title?: string;
            description?: string;
            category?: string;
            profile_id?: components["schemas"]["Id"];
        };
        DocumentUpdate: {
            title?: string;
            description?: string | null;
            category?: string | null;
            profile_id?: number | null;
        };
        /** @description Key figures of the period. Designed by Bottega; the spec shows none. */
        StatisticsSummary: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            /** @description Customers created in the period. */
            customers_count: number;
            /** @description Leads created in the period. */
            leads_count: number;
            /** @description Works active now. */
            active_works_count: number;
            /** @description Tasks started now. */
            running_tasks_count: number;
            /** @description Hours tracked on tasks in the period. */
            tracked_hours: components["schemas"]["Decimal"];
            quotes_count: number;
            /** @description Sum of the quotes' totals (VAT excluded). */
            quotes_total: components["schemas"]["Decimal"];
            sales_reports_count: number;
            /** @description Vacation requests pending now. */
            pending_vacations_count: number;
        };
        /** @description Quotes and sales reports of the period, grouped. Designed by Bottega; the spec shows none. */
        SalesStatistics: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            /** @enum {string} */
            group_by: "month" | "agent" | "customer";
            series: {
                /** @description `YYYY-MM`, a profile id, or `none`. */
                key: string;
                /** @description Month name or profile name. */
                label: string;
                quotes_count: number;
                quotes_total: components["schemas"]["Decimal"];
                sales_reports_count: number;
            }[];
            totals: {
                quotes_count: number;
                quotes_total: components["schemas"]["Decimal"];
                sales_reports_count: number;
            };
        };
        /** @description The period's quote rows by article category. Designed by Bottega; the spec shows none. */
        ArticleCategoryStatistics: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            series: {
                /** @description The category id, or `none`. */
                key: string;
                /** @description The category name (empty for `none`). */
                label: string;
                /** @description Quotes with at least one row of the category. */
                quotes_count: number;
                rows_count: number;
                /** @description Sum of the rows' totals (VAT excluded). */
                total: components["schemas"]["Decimal"];
            }[];
            totals: {
                rows_count: number;
                total: components["schemas"]["Decimal"];
            };
        };
        /** @description Quotes and proposals of the period by outcome, grouped. Designed by Bottega; the spec shows none. */
        OutcomeStatistics: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            /** @enum {string} */
            group_by: "month" | "agent" | "customer";
            series: components["schemas"]["OutcomeCounts"][];
            totals: components["schemas"]["OutcomeCounts"];
        };
        OutcomeCounts: {
            /** @description `YYYY-MM`, a user or profile id, or `none` (`total` in the totals). */
            key: string;
            /** @description Month name, agent or profile name. */
            label: string;
            quotes_won: number;
            quotes_lost: number;
            quotes_open: number;
            proposals_won: number;
            proposals_lost: number;
            proposals_open: number;
        };
        /** @description Works by status and time tracked per work type. Designed by Bottega; the spec shows none. */
        WorkStatistics: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            /** @description Works created in the period, by current status. */
            works_by_status: {
                active: number;
                suspended: number;
                closed: number;
            };
            /** @description Tasks starting in the period, by current status. */
            tasks_by_status: {
                started: number;
                paused: number;
                completed: number;
            };
            hours_by_work_type: {
                /** @description Null groups tasks of works without a type, and tasks without a work. */
                work_type: {
                    id: components["schemas"]["Id"];
                    name: string;
                } | null;
                tasks_count: number;
                tracked_hours: components["schemas"]["Decimal"];
            }[];
        };
        /** @description A related record shown by id and name (category, brand, company, price list…). */
        NamedRecordRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description Postal address (fields designed by Bottega; the spec shows none). Missing parts are null. */
        ProfileAddress: {
            /** @description Street or square without the house number, e.g. `Via Roma`. */
            street: string | null;
            /** @description House number, e.g. `12/B`. */
            street_number: string | null;
            city: string | null;
            /** @description Province code, e.g. `MI`. */
            province: string | null;
            postal_code: string | null;
            /** @description ISO 3166-1 alpha-2 country code. */
            country: string | null;
        };
        /** @description Postal address; every part is optional. */
        ProfileAddressInput: {
            street?: string | null;
            street_number?: string | null;
            city?: string | null;
            province?: string | null;
            postal_code?: string | null;
            /** @description ISO 3166-1 alpha-2 country code. */
            country?: string | null;
        };
        /** @description A contact person of a profile (fields designed by Bottega). */
        ProfileContact: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Job title or role, e.g. Buyer. */
            role: string | null;
            email: string | null;
            phone: string | null;
        };
        ProfileContactInput: {
            /** @description Existing contact to update; omit to add a new one. */
            id?: components["schemas"]["Id"];
            name: string;
            role?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
        };
        /**
         * @description A directory profile. The spec shows only id, media, type and the ids of brand, category and company;
         *     every other field is designed by Bottega. `name` is the display name: `business_name`, or first and
         *     last name for people. `associated_profiles` is filled for profiles of type `company` (see
         *     `associateProfiles`) and empty for the others; `company_profile` is the other side: the company profile
         *     this one is associated with.
         */
        Profile: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["ProfileType"];
            /** @description Display name. */
            name: string;
            business_name: string | null;
            first_name: string | null;
            last_name: string | null;
            /** @description Partita IVA. */
            vat_number: string | null;
            /** @description Codice fiscale. */
            fiscal_code: string | null;
            /** @description Codice destinatario SDI of the billing address (the profile's address): 7 characters; `0000000` delivers to the PEC, `XXXXXXX` is for foreign customers. */
            sdi_code: string | null;
            /** @description PEC of the billing address, used by SDI with the code `0000000`. */
            pec: string | null;
            email: string | null;
            phone: string | null;
            mobile: string | null;
            website: string | null;
            address: components["schemas"]["ProfileAddress"];
            notes: string | null;
            category: components["schemas"]["NamedRecordRef"] | null;
            brand: components["schemas"]["NamedRecordRef"] | null;
            company: components["schemas"]["NamedRecordRef"] | null;
            /** @description The agent (user) who follows the profile. */
            agent: components["schemas"]["UserSummary"] | null;
            contacts: components["schemas"]["ProfileContact"][];
            /** @description People associated with this company profile. */
            associated_profiles: components["schemas"]["ProfileSummary"][];
            /** @description The company profile this profile is associated with (`associateProfiles`), or null (also when it was deleted). */
            company_profile: components["schemas"]["ProfileSummary"] | null;
            media: components["schemas"]["MediaItem"][];
            /** @description Set when this profile was merged into another one. */
            merged_into_id: number | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description Profile fields for create and update (designed by Bottega). A name is required: `business_name`, or
         *     `last_name` for people (checked by the server, 422 on `business_name`). Unknown ids answer 422. Italian
         *     master data is checked as in the form (422 on the field): P. IVA (check digit, office code), codice fiscale,
         *     CAP and province of an Italian address, codice destinatario SDI and PEC (a PEC only with `0000000`,
         *     `XXXXXXX` only abroad).
         */
        ProfileInput: {
            type: components["schemas"]["ProfileType"];
            business_name?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            vat_number?: string | null;
            fiscal_code?: string | null;
            /** @description Codice destinatario SDI of the billing address. */
            sdi_code?: string | null;
            /** @description PEC of the billing address. */
            pec?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            mobile?: string | null;
            website?: string | null;
            address?: components["schemas"]["ProfileAddressInput"];
            notes?: string | null;
            category_id?: number | null;
            brand_id?: number | null;
            company_id?: number | null;
            /** @description User id of the agent. */
            agent_id?: number | null;
            contacts?: components["schemas"]["ProfileContactInput"][];
        };
        ProfileMergeInput: {
            /** @description Profiles to merge into the path's profile (which must not be listed). */
            source_ids: components["schemas"]["Id"][];
        };
        ProfileAssociateInput: {
            /** @description Profiles to associate with (or, with `dissociate`, detach from) the company profile. */
            profile_ids: components["schemas"]["Id"][];
            /**
             * @description Detach the listed profiles instead of associating them.
             * @default false
             */
            dissociate: boolean;
        };
        /** @description A calendar event as shown in a profile's events tab (a summary; the full event is read from its calendar). */
        ProfileEvent: {
            id: components["schemas"]["Id"];
            calendar_id: components["schemas"]["Id"];
            /** @description Null when untitled (the app shows 'Evento senza titolo'). */
            summary: string | null;
            description?: string | null;
            start: components["schemas"]["DateTime"];
            end: components["schemas"]["DateTime"];
            all_day: boolean;
            /** @description Event type (spec §3). */
            type: string | null;
            status: string | null;
        };
        /** @description A live profile that probably is the one being typed, and why. */
        ProfileDuplicate: {
            id: components["schemas"]["Id"];
            name: string;
            type: components["schemas"]["ProfileType"];
            vat_number: string | null;
            email: string | null;
            city: string | null;
            /**
             * @description The strongest reason this profile matched.
             * @enum {string}
             */
            reason: "vat_number" | "email" | "name";
        };
        /** @description What merging one source profile would move to the survivor. */
        ProfileMergePreview: {
            profile: components["schemas"]["ProfileSummary"];
            contacts: number;
            media: number;
            events: number;
            sales_reports: number;
            tasks: number;
            works: number;
            quotes: number;
            proposals: number;
            samples: number;
            documents: number;
        };
        ProfilePage: {
            data: components["schemas"]["Profile"][];
            meta: components["schemas"]["PaginationMeta"];
        };
        ProfileResponse: {
            data: components["schemas"]["Profile"];
        };
        /** @description A company of the tenant. Fields beyond id designed by Bottega; `color` paints its company calendars. */
        Company: {
            id: components["schemas"]["Id"];
            name: string;
            vat_number: string | null;
            address: components["schemas"]["ProfileAddress"];
            email: string | null;
            phone: string | null;
            color: components["schemas"]["Color"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        CompanyInput: {
            name: string;
            vat_number?: string | null;
            address?: components["schemas"]["ProfileAddressInput"];
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            color?: components["schemas"]["Color"] | null;
        };
        CompanyResponse: {
            data: components["schemas"]["Company"];
        };
        /** @description Fields beyond id designed by Bottega. */
        ProfileCategory: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        ProfileCategoryInput: {
            name: string;
            description?: string | null;
        };
        ProfileCategoryResponse: {
            data: components["schemas"]["ProfileCategory"];
        };
        /** @description A profile brand. Fields beyond id designed by Bottega. */
        ProfileBrand: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        ProfileBrandInput: {
            name: string;
            description?: string | null;
        };
        ProfileBrandResponse: {
            data: components["schemas"]["ProfileBrand"];
        };
        /** @description A sales contact with a profile. Fields beyond id and the profile designed by Bottega. */
        SalesReport: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["Date"];
            profile: components["schemas"]["ProfileSummary"];
            user: components["schemas"]["UserSummary"];
            contact_type: components["schemas"]["SalesReportContactType"];
            summary: string;
            notes: string | null;
            /** @description Free-text outcome of the contact. */
            outcome: string | null;
            next_action: string | null;
            /** @description When the next action is due — a day (`YYYY-MM-DD`) when no time was given, else a day and time. */
            next_action_at: components["schemas"]["DateTime"] | components["schemas"]["Date"] | null;
            materials: components["schemas"]["NamedRecordRef"][];
            interests: components["schemas"]["NamedRecordRef"][];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description How the contact happened (designed by Bottega).
         * @enum {string}
         */
        SalesReportContactType: "visit" | "call" | "email" | "fair" | "other";
        /** @description Sales report fields for create and update. Unknown profile, user, material or interest ids answer 422. */
        SalesReportInput: {
            date: components["schemas"]["Date"];
            profile_id: components["schemas"]["Id"];
            /** @description Author; when left out */
            user_id?: components["schemas"]["Id"];
            contact_type: components["schemas"]["SalesReportContactType"];
            summary: string;
            notes?: string | null;
            outcome?: string | null;
            next_action?: string | null;
            /** @description When the next action is due: a day (`YYYY-MM-DD`, the time is optional and then none is stored or shown), or a day and time; on the report's date or later. */
            next_action_at?: components["schemas"]["DateTime"] | components["schemas"]["Date"] | null;
            material_ids?: components["schemas"]["Id"][];
            interest_ids?: components["schemas"]["Id"][];
        };
        SalesReportPage: {
            data: components["schemas"]["SalesReport"][];
            meta: components["schemas"]["PaginationMeta"];
        };
        SalesReportResponse: {
            data: components["schemas"]["SalesReport"];
        };
        /** @description A material shown during sales contacts. Fields beyond id designed by Bottega. */
        Material: {
            id: components["schemas"]["Id"];
            name: string;
            code: string | null;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        MaterialInput: {
            name: string;
            code?: string | null;
            description?: string | null;
        };
        MaterialResponse: {
            data: components["schemas"]["Material"];
        };
        /** @description An interest raised during sales contacts. Fields beyond id designed by Bottega. */
        Interest: {
            id: components["schemas"]["Id"];
            name: string;
            code: string | null;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        InterestInput: {
            name: string;
            code?: string | null;
            description?: string | null;
        };
        InterestResponse: {
            data: components["schemas"]["Interest"];
        };
        /**
         * @description Vacation / event types of spec §3 (`others` and `other` are both listed there and both kept).
         * @enum {string}
         */
        VacationTypeKey: "smart_working" | "not_paid_time_off" | "paid_time_off" | "vacations_and_permissions" | "wedding" | "marriage_license" | "funeral" | "medical_exam" | "military_service" | "leave_of_absence" | "others" | "pregnancy" | "illness" | "mission" | "permission" | "relocation" | "vacation" | "ex_holiday" | "other";
        /**
         * @description `pending` on creation; `accepted`; `modified` (accepted after the approver changed the period). The spec
         *     shows these three and says other values are not shown; Bottega adds `rejected` because an approver must be
         *     able to refuse a request, and a refused request must leave the pending queue without being deleted (the
         *     requester still sees it, with the approver's notes).
         * @enum {string}
         */
        VacationStatus: "pending" | "accepted" | "modified" | "rejected";
        /** @description The calendar event that shows the request. */
        VacationEventLink: {
            id: components["schemas"]["Id"];
            calendar_id: components["schemas"]["Id"];
        };
        /** @description A vacation or leave request. Fields beyond id and status designed by Bottega. */
        Vacation: {
            id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            type: components["schemas"]["VacationTypeKey"];
            /** @description Free text detail, e.g. for `others`. */
            type_description: string | null;
            start: components["schemas"]["DateTime"];
            end: components["schemas"]["DateTime"];
            all_day: boolean;
            /** @description Duration in working hours, computed by the server. */
            hours: components["schemas"]["Decimal"];
            status: components["schemas"]["VacationStatus"];
            /** @description The requester's notes. */
            notes: string | null;
            /** @description The approver's note on the last decision (set by `PUT /vacations/{id}/status`); never replaces `notes`. */
            approver_notes: string | null;
            /** @description Who last changed the status (null while pending). */
            approver: components["schemas"]["UserSummary"] | null;
            event: components["schemas"]["VacationEventLink"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        VacationEnvelope: {
            data: components["schemas"]["Vacation"];
        };
        /** @description Body to request a vacation. `end` must be after `start`. */
        VacationInput: {
            /** @description Whose request; defaults to the current user. */
            user_id?: components["schemas"]["Id"];
            type: components["schemas"]["VacationTypeKey"];
            type_description?: string | null;
            start: components["schemas"]["DateTime"];
            end: components["schemas"]["DateTime"];
            /** @default false */
            all_day: boolean;
            notes?: string | null;
        };
        /** @description Body to change a request. `end` must be after `start`. */
        VacationUpdate: {
            type: components["schemas"]["VacationTypeKey"];
            type_description?: string | null;
            start: components["schemas"]["DateTime"];
            end: components["schemas"]["DateTime"];
            all_day?: boolean;
            notes?: string | null;
        };
        VacationStatusInput: {
            status: components["schemas"]["VacationStatus"];
            /** @description The approver's note (the reason of a rejection or a change), stored as `approver_notes`; the requester's `notes` are kept unchanged. */
            notes?: string | null;
            /** @description With `modified` only: the new start of the period (with `end`). */
            start?: components["schemas"]["DateTime"];
            /** @description With `modified` only: the new end of the period (with `start`). */
            end?: components["schemas"]["DateTime"];
            /** @description With `modified` only: whether the new period is whole days; left out keeps the current value. */
            all_day?: boolean;
            /** @description The status the approver saw when deciding. When the request has another one now (another approver decided meanwhile), nothing changes and the answer is 409; left out, the decision replaces whatever status the request has. */
            seen_status?: components["schemas"]["VacationStatus"];
        };
        /** @description A request's period and its working hours at one moment of its history. */
        VacationPeriod: {
            start: components["schemas"]["DateTime"];
            end: components["schemas"]["DateTime"];
            all_day: boolean;
            hours: components["schemas"]["Decimal"];
        };
        /** @description One step of a request's history (designed by Bottega, issue 30 point 5). Entries never change once written. */
        VacationHistoryEntry: {
            id: components["schemas"]["Id"];
            at: components["schemas"]["DateTime"];
            /** @description Who did it (null if that user was deleted). */
            user: components["schemas"]["UserSummary"] | null;
            /**
             * @description `created`: the request was filed (`after` its period); `edited`: its details changed (`before`/`after`
             *     when the period did); `reopened`: an edit of a decided request's period or type sent it back to pending;
             *     `accepted`, `modified` (accepted with changes: `before` → `after` when the approver changed the period),
             *     `rejected` (`note` the reason, if given): a decision; `returned`: an approver sent it back to pending.
             * @enum {string}
             */
            kind: "created" | "edited" | "reopened" | "accepted" | "modified" | "rejected" | "returned";
            /** @description The request's status after this step. */
            status: components["schemas"]["VacationStatus"];
            /** @description The approver's note of a decision (the reason of a rejection); null otherwise. */
            note: string | null;
            /** @description The period before the step, when the step changed it. */
            before: components["schemas"]["VacationPeriod"] | null;
            /** @description The period after the step (on creation and whenever the step changed it). */
            after: components["schemas"]["VacationPeriod"] | null;
        };
        VacationDuration: {
            /** @description Working hours in the period. */
            hours: components["schemas"]["Decimal"];
            /** @description Working days in the period (hours / hours per day). */
            days: components["schemas"]["Decimal"];
        };
        /**
         * @description A vacation type with its labels. `counts_against_hours` is true for the types deducted from the yearly
         *     allowance (vacation, vacations_and_permissions, permission, ex_holiday). The list offers `others` ("Altro")
         *     once: `other` stays accepted as a stored type but is not listed. Designed by Bottega.
         */
        VacationTypeInfo: {
            /** @description The leave kind the type consumes (null for types that spend no allowance, e.g. illness, unpaid leave). */
            kind: components["schemas"]["LeaveKind"] | null;
            key: components["schemas"]["VacationTypeKey"];
            /** @description Italian label as in spec §3, e.g. "Ferie". */
            label_it: string;
            label_en: string;
            counts_against_hours: boolean;
            /** @description Calendar colour of accepted requests (spec §9). */
            color: components["schemas"]["Color"];
        };
        /** @description A user's leave allowance and working schedule for one year. Fields beyond id designed by Bottega. */
        UserVacationHour: {
            id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            year: number;
            vacation_hours: components["schemas"]["Decimal"];
            permission_hours: components["schemas"]["Decimal"];
            ex_holiday_hours: components["schemas"]["Decimal"];
            working_hours_per_day: components["schemas"]["Decimal"];
            /** @description ISO weekday numbers, 1 = Monday … 7 = Sunday. */
            working_days: number[];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        UserVacationHourEnvelope: {
            data: components["schemas"]["UserVacationHour"];
        };
        /** @description Body to create or update a user's yearly allowance. */
        UserVacationHourInput: {
            user_id: components["schemas"]["Id"];
            year: number;
            vacation_hours: components["schemas"]["AllowanceHours"];
            permission_hours: components["schemas"]["AllowanceHours"];
            /** @description Defaults to "0". */
            ex_holiday_hours?: components["schemas"]["AllowanceHours"];
            working_hours_per_day: components["schemas"]["HoursPerDayInput"];
            working_days: number[];
        };
        /**
         * @description Hours of a yearly allowance as a decimal string; at most 8 integer digits and 4 decimals (the column is numeric(12,4)).
         * @example 160
         */
        AllowanceHours: string;
        /**
         * @description Working hours per day as a decimal string; at most 4 integer digits and 4 decimals (the column is numeric(8,4)).
         * @example 7.5
         */
        HoursPerDayInput: string;
        UserVacationHourRemainings: {
            user_id: components["schemas"]["Id"];
            year: number;
            /** @description The day the balances are read for (the carry-over counts until its expiry). */
            as_of: components["schemas"]["Date"];
            /** @description One balance per kind, in the order ferie, permessi (ROL), ex-festività. */
            kinds: components["schemas"]["LeaveKindBalance"][];
            /** @description Ferie allowance plus the carry-over still valid. */
            vacation_hours: components["schemas"]["Decimal"];
            permission_hours: components["schemas"]["Decimal"];
            used_vacation_hours: components["schemas"]["Decimal"];
            used_permission_hours: components["schemas"]["Decimal"];
            /** @description May be negative. */
            remaining_vacation_hours: components["schemas"]["Decimal"];
            /** @description May be negative. */
            remaining_permission_hours: components["schemas"]["Decimal"];
        };
        /**
         * @description Kinds of leave allowance as Italian payroll keeps them: ferie, permessi (ROL), ex-festività.
         * @enum {string}
         */
        LeaveKind: "vacation" | "permission" | "ex_holiday";
        /**
         * @description remaining = allowance + carried_over − used − expired. `carried_over` is last year's remainder of the kind
         *     (never below zero); hours used up to `carry_over_expires_on` spend it first, and what is left of it is
         *     `expired` after that day.
         */
        LeaveKindBalance: {
            kind: components["schemas"]["LeaveKind"];
            allowance: components["schemas"]["Decimal"];
            carried_over: components["schemas"]["Decimal"];
            carry_over_expires_on: components["schemas"]["Date"];
            expired: components["schemas"]["Decimal"];
            used: components["schemas"]["Decimal"];
            /** @description May be negative. */
            remaining: components["schemas"]["Decimal"];
        };
        /** @description A month of taken leave for payroll (see `GET /vacations/report`). */
        VacationReport: {
            /** @description `YYYY-MM`. */
            month: string;
            holidays: {
                date: components["schemas"]["Date"];
                /** @description Which holiday (e.g. `christmas`, `easterMonday`, `patronSaint`). */
                key: string;
            }[];
            people: components["schemas"]["VacationReportPerson"][];
            totals: components["schemas"]["VacationReportHours"];
        };
        VacationReportPerson: {
            user: components["schemas"]["UserSummary"];
            /** @description The days with leave, in date order. */
            days: {
                date: components["schemas"]["Date"];
                hours: components["schemas"]["VacationReportHours"];
            }[];
            totals: components["schemas"]["VacationReportHours"];
        };
        /** @description Hours by kind; `other` is leave that spends no allowance (illness, unpaid leave…). */
        VacationReportHours: {
            vacation: components["schemas"]["Decimal"];
            permission: components["schemas"]["Decimal"];
            ex_holiday: components["schemas"]["Decimal"];
            other: components["schemas"]["Decimal"];
            total: components["schemas"]["Decimal"];
        };
        /**
         * @description The login state with the stored credentials as the settings screen shows them. The password is never sent
         *     back: `password_set` says whether one is stored.
         */
        NewsletterStatus: {
            logged_in: boolean;
            /** @description Why the newsletter is not usable; null when logged in. */
            message: string | null;
            /** @description The preference `newsletter.enabled` is `enabled`. */
            enabled: boolean;
            username: string | null;
            password_set: boolean;
        };
        NewsletterConnectionTest: {
            /** @description The mailing service accepted the stored credentials. */
            ok: boolean;
            /** @description Why not; null when it did. */
            message: string | null;
        };
        /**
         * @description A mailing-service list in MailUp's own shape (`idList`, `listGuid`, `Name`, `Company`, `Description`), read
         *     exactly as sent; `Notes`, `OwnerEmail`, `Business`, `Customer` are the list's settings as written on creation.
         */
        NewsletterList: {
            idList: components["schemas"]["Id"];
            listGuid: string;
            Name: string;
            Company: string | null;
            Description: string | null;
            Notes?: string | null;
            /**
             * Format: email
             * @description E-mail address of the list owner.
             */
            OwnerEmail?: string | null;
            /** @description Business (B2B) list. */
            Business?: boolean;
            /** @description Customer list. */
            Customer?: boolean;
        };
        NewsletterListEnvelope: {
            data: components["schemas"]["NewsletterList"];
        };
        /**
         * @description Body to create or update a list. PascalCase keys as the mailing service expects them; send as written
         *     (`x-preserve-case`).
         */
        NewsletterListInput: {
            Name: string;
            Description?: string | null;
            Notes?: string | null;
            /** Format: email */
            OwnerEmail?: string | null;
            /** @default false */
            Business: boolean;
            /** @default true */
            Customer: boolean;
        };
        /** @description A group inside a list in MailUp's shape, read exactly as sent. */
        NewsletterGroup: {
            idGroup: components["schemas"]["Id"];
            idList: components["schemas"]["Id"];
            Name: string;
            Notes: string | null;
            Deletable: boolean;
        };
        NewsletterGroupEnvelope: {
            data: components["schemas"]["NewsletterGroup"];
        };
        /** @description Body to create or update a group. PascalCase keys; send as written (`x-preserve-case`). */
        NewsletterGroupInput: {
            Name: string;
            Notes?: string | null;
        };
        NewsletterConsentError: {
            /** @description Human-readable reason. */
            message: string;
            /**
             * @description Why the recipient's consent refuses the change (absent when the newsletter is not configured).
             * @enum {string}
             */
            code?: "recipient_exists" | "recipient_pending" | "recipient_unsubscribed";
            status?: components["schemas"]["NewsletterRecipientStatus"];
        };
        /**
         * @description `OPTIN` subscribed, `OPTOUT` unsubscribed, `PENDING` waiting for the e-mail confirmation.
         * @enum {string}
         */
        NewsletterRecipientStatus: "OPTIN" | "OPTOUT" | "PENDING";
        /**
         * @description Mailing-service field id: 1 first name, 2 last name, 3 business name, 8 country.
         * @enum {integer}
         */
        NewsletterFieldId: 1 | 2 | 3 | 8;
        NewsletterRecipientField: {
            /** @description The field's name at the mailing service (e.g. nome). */
            Description: string;
            Id: number;
            Value: string;
        };
        /**
         * @description A recipient in MailUp's shape (`idRecipient`, `Email`, `Name`, `MobilePrefix`, `MobileNumber`, `Fields`), read
         *     exactly as sent. `Status` (Bottega's addition) is the recipient's status in the list read; `idGroup` is set
         *     when read through a group.
         */
        NewsletterRecipient: {
            idRecipient: components["schemas"]["Id"];
            idGroup: components["schemas"]["Id"] | null;
            /** Format: email */
            Email: string;
            Name: string | null;
            MobilePrefix: string | null;
            MobileNumber: string | null;
            Status: components["schemas"]["NewsletterRecipientStatus"];
            Fields: components["schemas"]["NewsletterRecipientField"][];
        };
        NewsletterRecipientEnvelope: {
            data: components["schemas"]["NewsletterRecipient"];
        };
        NewsletterRecipientPage: {
            data: components["schemas"]["NewsletterRecipient"][];
            meta: components["schemas"]["PaginationMeta"];
        };
        NewsletterRecipientFieldInput: {
            Id: components["schemas"]["NewsletterFieldId"];
            /** @description For field 8 (country) the `code` from the countries list. */
            Value: string;
        };
        /** @description Body to subscribe a recipient. PascalCase keys; send as written (`x-preserve-case`). */
        NewsletterRecipientInput: {
            /** Format: email */
            Email: string;
            Name?: string | null;
            Fields?: components["schemas"]["NewsletterRecipientFieldInput"][];
        };
        /** @description Body to correct a recipient (PascalCase keys; send as written, `x-preserve-case`). No address, no status. */
        NewsletterRecipientUpdate: {
            Name?: string | null;
            Fields?: components["schemas"]["NewsletterRecipientFieldInput"][];
        };
        NewsletterCountry: {
            /** @description ISO 3166-1 alpha-2 code. */
            code: string;
            name: string;
        };
        /**
         * @description Designed by Bottega (the spec shows no proposal statuses). `draft` on creation and on a new revision;
         *     `sent` once e-mailed; `accepted` / `rejected` set by the user on update; `expired` set by the server when
         *     `valid_until` has passed on a `draft` or `sent` proposal.
         * @enum {string}
         */
        ProposalStatus: "draft" | "sent" | "accepted" | "rejected" | "expired";
        /**
         * @description Incoterms 2020 rule.
         * @enum {string}
         */
        Incoterm: "EXW" | "FCA" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP" | "FAS" | "FOB" | "CFR" | "CIF";
        /** @description Format of the packaging item in millimetres (width × height). Designed by Bottega. */
        PackagingFormat: {
            width_mm: number;
            height_mm: number;
        };
        /**
         * @description Designed by Bottega. `company`: the "Spettabile" line (a company or one of its offices); `attention`: a
         *     person the proposal is for the attention of ("c.a.").
         * @enum {string}
         */
        ProposalAddresseeRole: "company" | "attention";
        /** @description Someone the proposal is addressed to. Designed by Bottega. */
        ProposalAddressee: {
            id: components["schemas"]["Id"];
            role: components["schemas"]["ProposalAddresseeRole"];
            name: string;
            /** Format: email */
            email: string | null;
            /** @description Whether the proposal mail is meant for this addressee. */
            receives_mail: boolean;
        };
        /** @description An addressee; omit `id` to add one. `receives_mail` true needs an `email` (422 on `addressees.N.email`). */
        ProposalAddresseeInput: {
            id?: components["schemas"]["Id"];
            /** @description Defaults to `attention`. */
            role?: components["schemas"]["ProposalAddresseeRole"];
            name: string;
            /** Format: email */
            email?: string | null;
            /** @description Defaults to false. */
            receives_mail?: boolean;
        };
        /**
         * @description An addressee in an update: with `id`, only the keys sent change; without `id`, a new addressee (`name`
         *     required). `receives_mail` true needs an `email` (422 on `addressees.N.email`).
         */
        ProposalAddresseeUpdate: {
            id?: components["schemas"]["Id"];
            role?: components["schemas"]["ProposalAddresseeRole"];
            name?: string;
            /** Format: email */
            email?: string | null;
            receives_mail?: boolean;
        };
        /** @description A delivery address of the proposal. Designed by Bottega. */
        ProposalDeliveryAddress: {
            /** @description Short name, e.g. "Magazzino Nord". */
            label?: string | null;
            street: string;
            city: string;
            province?: string | null;
            postal_code?: string | null;
            /** @description ISO 3166-1 alpha-2 code. */
            country: string;
        };
        /** @description A discount applied to the proposal's subtotal, in order (cascade). Designed by Bottega. */
        ProposalDiscount: {
            description: string;
            percent: components["schemas"]["Decimal"];
        };
        /**
         * @description Designed by Bottega. VAT of a proposal row: an Italian rate in percent (22, 10, 4) or `exempt` (no VAT:
         *     "Esente"; its rows are totalled apart with VAT 0).
         * @enum {string}
         */
        ProposalVatRate: "22" | "10" | "4" | "exempt";
        /**
         * @description A proposal row. Designed by Bottega from the spec's labels: `format`, `thickness_micron` (film thickness in
         *     µm), `bands` (description of bands/stripes), `punctures` (perforation description), `print_subjects`
         *     (number of print subjects), `cliche_cost` (one-off cost of the printing plates). `total` (net, no VAT) =
         *     `quantity` × `unit_price` × (1 − `discount_percent`/100) + `cliche_cost`, rounded to cents, computed by
         *     the server from the exact `unit_price` (up to 4 decimals, e.g. "0.0095").
         */
        ProposalRow: {
            id: components["schemas"]["Id"];
            article_id: components["schemas"]["Id"] | null;
            /** @description Code of the article (read only; null without one). */
            article_code: string | null;
            price_list_id: components["schemas"]["Id"] | null;
            /** @description Name of the price list (read only). */
            price_list_name: string | null;
            description: string;
            format: components["schemas"]["PackagingFormat"] | null;
            thickness_micron: number | null;
            bands: string | null;
            punctures: string | null;
            print_subjects: number | null;
            cliche_cost: components["schemas"]["Decimal"];
            quantity: components["schemas"]["Decimal"];
            /** @description Unit of measurement, e.g. "pz", "kg", "m". */
            unit: string;
            unit_price: components["schemas"]["Decimal"];
            discount_percent: components["schemas"]["Decimal"];
            vat_rate: components["schemas"]["ProposalVatRate"];
            /** @description Net row total (no VAT). */
            total: components["schemas"]["Decimal"];
        };
        /**
         * @description A proposal row to create. `article_id` and `price_list_id` must name records of the tenant (422 otherwise).
         *     `quantity` above 0 and at most 1000000000; `unit_price` and `cliche_cost` from 0 to 10000000 (422 on the
         *     field otherwise). `vat_rate` defaults to the article's rate when it is one of the allowed ones, else "22".
         */
        ProposalRowInput: {
            id?: components["schemas"]["Id"];
            article_id?: components["schemas"]["Id"] | null;
            price_list_id?: components["schemas"]["Id"] | null;
            description: string;
            format?: components["schemas"]["PackagingFormat"] | null;
            thickness_micron?: number | null;
            bands?: string | null;
            punctures?: string | null;
            print_subjects?: number | null;
            /** @description Defaults to "0". */
            cliche_cost?: components["schemas"]["Decimal"];
            quantity: components["schemas"]["Decimal"];
            unit: string;
            unit_price: components["schemas"]["Decimal"];
            /** @description Between 0 and 100; defaults to "0". */
            discount_percent?: components["schemas"]["Decimal"];
            vat_rate?: components["schemas"]["ProposalVatRate"];
        };
        /**
         * @description A proposal row in an update: with `id`, only the keys sent change; without `id`, a new row (`description`,
         *     `quantity`, `unit` and `unit_price` required, 422 otherwise). Same bounds as `ProposalRowInput`.
         */
        ProposalRowUpdate: {
            id?: components["schemas"]["Id"];
            article_id?: components["schemas"]["Id"] | null;
            price_list_id?: components["schemas"]["Id"] | null;
            description?: string;
            format?: components["schemas"]["PackagingFormat"] | null;
            thickness_micron?: number | null;
            bands?: string | null;
            punctures?: string | null;
            print_subjects?: number | null;
            cliche_cost?: components["schemas"]["Decimal"];
            quantity?: components["schemas"]["Decimal"];
            unit?: string;
            unit_price?: components["schemas"]["Decimal"];
            discount_percent?: components["schemas"]["Decimal"];
            vat_rate?: components["schemas"]["ProposalVatRate"];
        };
        /** @description Taxable amount and VAT of the rows at one VAT rate (after the proposal discounts). */
        ProposalVatTotal: {
            vat_rate: components["schemas"]["ProposalVatRate"];
            taxable: components["schemas"]["Decimal"];
            /** @description "0.00" for `exempt`. */
            vat: components["schemas"]["Decimal"];
        };
        /**
         * @description Totals computed by the server with exact decimals (designed by Bottega). `total` is the net amount after
         *     the proposal discounts; the discounts are shared among the VAT rates in proportion to their rows (the
         *     rates' `taxable` add up to `total` exactly); VAT per rate is rounded to cents.
         */
        ProposalTotals: {
            /** @description Sum of row quantities × prices after row discounts. */
            goods: components["schemas"]["Decimal"];
            /** @description Sum of row cliché costs. */
            cliches: components["schemas"]["Decimal"];
            /** @description Amount taken off by the proposal discounts. */
            discounts: components["schemas"]["Decimal"];
            /** @description Net total (taxable */
            total: components["schemas"]["Decimal"];
            /** @description One entry per VAT rate used by the rows, in the order 22, 10, 4, exempt. */
            by_vat_rate: components["schemas"]["ProposalVatTotal"][];
            /** @description Sum of the VAT of every rate. */
            vat: components["schemas"]["Decimal"];
            /** @description `total` + `vat`. */
            grand_total: components["schemas"]["Decimal"];
        };
        /**
         * @description A proposal (offer) at its current revision. Fields designed by Bottega; the spec shows only labels
         *     (addressees, payment method, incoterm, delivery addresses, discounts, validity, revision history…).
         */
        Proposal: {
            id: components["schemas"]["Id"];
            /** @description Progressive number assigned by the server, e.g. "2026/0042". */
            number: string;
            /** @description 0 for the original, +1 for each revision edit. */
            revision: number;
            date: components["schemas"]["Date"];
            /** @description Days the offer stays valid from `date`. */
            validity_days: number;
            /** @description `date` + `validity_days`. */
            valid_until: components["schemas"]["Date"];
            status: components["schemas"]["ProposalStatus"];
            customer: components["schemas"]["ProfileSummary"];
            addressees: components["schemas"]["ProposalAddressee"][];
            /** @description Payment terms as printed, e.g. "RiBa 60 gg d.f.f.m." */
            payment_method: string | null;
            incoterm: components["schemas"]["Incoterm"] | null;
            delivery_addresses: components["schemas"]["ProposalDeliveryAddress"][];
            discounts: components["schemas"]["ProposalDiscount"][];
            notes: string | null;
            agent: components["schemas"]["UserSummary"] | null;
            rows: components["schemas"]["ProposalRow"][];
            totals: components["schemas"]["ProposalTotals"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        ProposalEnvelope: {
            data: components["schemas"]["Proposal"];
        };
        /** @description Body to create a proposal. Fields designed by Bottega. */
        ProposalInput: {
            /** @description Defaults to today. */
            date?: components["schemas"]["Date"];
            /** @default 30 */
            validity_days: number;
            customer_id: components["schemas"]["Id"];
            addressees?: components["schemas"]["ProposalAddresseeInput"][];
            payment_method?: string | null;
            incoterm?: components["schemas"]["Incoterm"] | null;
            delivery_addresses?: components["schemas"]["ProposalDeliveryAddress"][];
            discounts?: components["schemas"]["ProposalDiscount"][];
            notes?: string | null;
            agent_id?: components["schemas"]["Id"] | null;
            rows: components["schemas"]["ProposalRowInput"][];
        };
        /**
         * @description Body to update a proposal, merged into it: the create fields, all optional (a key left out keeps its
         *     value), plus `edit_type` (required) and `status`. `status` may be set to `accepted` or `rejected` once the
         *     proposal has been sent (a standard edit of a draft refuses them, 422) or on a revision, and to `draft` while
         *     the proposal is one or on a revision; `sent` is set by the send calls and `expired` by the server.
         */
        ProposalUpdate: {
            /**
             * @description `standard` corrects the current revision; `revision` keeps it in history and opens revision + 1.
             * @enum {string}
             */
            edit_type: "standard" | "revision";
            /** @enum {string} */
            status?: "draft" | "accepted" | "rejected";
            date?: components["schemas"]["Date"];
            validity_days?: number;
            customer_id?: components["schemas"]["Id"];
            addressees?: components["schemas"]["ProposalAddresseeUpdate"][];
            payment_method?: string | null;
            incoterm?: components["schemas"]["Incoterm"] | null;
            delivery_addresses?: components["schemas"]["ProposalDeliveryAddress"][];
            discounts?: components["schemas"]["ProposalDiscount"][];
            notes?: string | null;
            agent_id?: components["schemas"]["Id"] | null;
            rows?: components["schemas"]["ProposalRowUpdate"][];
        };
        /**
         * @description One change from the previous revision, structured so the reader's language labels it: `key` names the
         *     field (the client's label), `row` the row it belongs to, `action` what happened, and the values are raw
         *     wire values already resolved to names (agent and customer name, article code), to be formatted by
         *     `value_type`. Rows are matched by id, then by content, so an unchanged row is never reported.
         */
        ProposalRevisionChange: {
            /** @description Field path, e.g. "validity_days", "agent", "rows.2.unit_price" (row index 0-based in the newer revision, or the older one when removed). */
            field: string;
            /**
             * @description The field without the row index: a proposal field (`date`, `validity_days`, `valid_until`, `status`,
             *     `customer`, `agent`, `payment_method`, `incoterm`, `notes`, `addressees`, `delivery_addresses`,
             *     `discounts`) or a row field prefixed by `rows.` (`rows.article` (value: the article code),
             *     `rows.price_list` (its name), `rows.description`, `rows.format`, `rows.thickness_micron`, `rows.bands`,
             *     `rows.punctures`, `rows.print_subjects`, `rows.quantity`, `rows.unit`, `rows.unit_price`,
             *     `rows.discount_percent`, `rows.cliche_cost`, `rows.vat_rate`), or `rows` for a row added or removed
             *     (value: its description).
             */
            key: string;
            /** @description Row number (1-based) for row changes. */
            row: number | null;
            /** @enum {string} */
            action: "changed" | "added" | "removed";
            /**
             * @description How to format the values (`money`, `unit_price`, `quantity`, `percent` are wire decimals).
             * @enum {string}
             */
            value_type: "text" | "date" | "integer" | "money" | "unit_price" | "quantity" | "percent" | "status" | "incoterm" | "vat_rate" | "format" | "micron";
            old_value: string | null;
            new_value: string | null;
        };
        ProposalRevision: {
            revision: number;
            /** @description When this revision was opened. */
            created_at: components["schemas"]["DateTime"];
            /** @description Who opened this revision (null if that user was deleted). */
            author: components["schemas"]["UserSummary"] | null;
            changes: components["schemas"]["ProposalRevisionChange"][];
            snapshot: components["schemas"]["Proposal"];
        };
        ProposalHistory: {
            proposal_id: components["schemas"]["Id"];
            current_revision: number;
            revisions: components["schemas"]["ProposalRevision"][];
        };
        ProposalSendToCustomerInput: {
            /** @description Name printed in the PDF's addressee line. */
            addressee?: string | null;
            /** @description Text of the e-mail; a standard text when omitted. */
            message?: string | null;
        };
        ProposalMailAddress: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            send_type: "to" | "cc" | "bcc";
        };
        /** @description At least one address, and at least one of them with `send_type` `to` (otherwise 422). */
        ProposalSendToAddressesInput: {
            /** @description Name printed in the PDF's addressee line. */
            addressee: string;
            /** @description Text of the e-mail; a standard text when omitted. */
            message?: string | null;
            /**
             * @description The rule "at least one address, at least one `to`" is the handler's, not the schema's, so that the 422
             *     says which recipient is missing (spec §5) rather than that a `send_type` is invalid.
             */
            mail_addresses: components["schemas"]["ProposalMailAddress"][];
        };
        SalesPdfLink: {
            /**
             * Format: uri
             * @description Signed URL; works without a token until it expires.
             */
            url: string;
            expires_at: components["schemas"]["DateTime"];
        };
        SalesPdfLinkEnvelope: {
            data: components["schemas"]["SalesPdfLink"];
        };
        /**
         * @description Designed by Bottega (the spec does not show sample status values). Derived from the two department
         *     approvals: `draft` while both are `pending`; `approved` when both approved; `denied` when either denied;
         *     `in_evaluation` otherwise.
         * @enum {string}
         */
        SampleStatus: "draft" | "in_evaluation" | "approved" | "denied";
        /**
         * @description Technical Direction or Sales Management.
         * @enum {string}
         */
        SampleDepartment: "technical_direction" | "sales_management";
        /**
         * @description `pending` until the department acts; `evaluated` means examined without a final decision yet.
         * @enum {string}
         */
        SampleApprovalStatus: "pending" | "approved" | "evaluated" | "denied";
        SampleHistoryEntry: {
            id: components["schemas"]["Id"];
            at: components["schemas"]["DateTime"];
            /** @description Who did it (null if that user was deleted). */
            user: components["schemas"]["UserSummary"] | null;
            /**
             * @description `decision`: a department decided (`department`, `status`); `reopened`: the evaluation was reopened because
             *     the fields in `changes` changed on an approved sample (both decisions reset to pending); `updated`: other
             *     field changes.
             * @enum {string}
             */
            kind: "created" | "updated" | "decision" | "reopened";
            department: components["schemas"]["SampleDepartment"] | null;
            status: components["schemas"]["SampleApprovalStatus"] | null;
            changes: {
                /** @description The field, snake_case (e.g. `price_target`, `format_width_mm`). */
                field: string;
                /** @description The value before (any JSON value). */
                before: unknown;
                /** @description The value after (any JSON value). */
                after: unknown;
            }[];
        };
        /** @description One department's decision. */
        SampleApproval: {
            status: components["schemas"]["SampleApprovalStatus"];
            by: components["schemas"]["UserSummary"] | null;
            at: components["schemas"]["DateTime"] | null;
            notes: string | null;
        };
        SampleApprovals: {
            technical_direction: components["schemas"]["SampleApproval"];
            sales_management: components["schemas"]["SampleApproval"];
        };
        /** @description Customer details noted on the sample sheet. */
        SampleCustomerData: {
            /** @description Contact person and how to reach them. */
            contact: string | null;
            notes: string | null;
        };
        /**
         * @description Designed by Bottega (the spec does not show test outcome values).
         * @enum {string}
         */
        SampleTestOutcome: "passed" | "failed" | "to_repeat";
        SampleTestResult: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["Date"];
            outcome: components["schemas"]["SampleTestOutcome"];
            notes: string | null;
        };
        /** @description A test result; send `id` to update an existing one, omit it to add one. */
        SampleTestResultInput: {
            id?: components["schemas"]["Id"];
            date: components["schemas"]["Date"];
            outcome: components["schemas"]["SampleTestOutcome"];
            notes?: string | null;
        };
        /**
         * @description A packaging sample (campionatura). Fields designed by Bottega from the spec's labels: `materials` (film
         *     materials, e.g. "PE", "PET/PE"), `weight` (grams per piece), `machine_name` / `machine_type` (the
         *     customer's packing machine), `packing_speed` (pieces per minute), `format`, `thickness_micron` (µm),
         *     `price_target` (target price per 1000 pieces), `volume` (pieces per year), `delivery_time` (requested lead
         *     time as text), `new_project`, `test_results`, and the two department `approvals`.
         */
        Sample: {
            id: components["schemas"]["Id"];
            /** @description Progressive number assigned by the server, e.g. "C-2026/0007". */
            number: string;
            date: components["schemas"]["Date"];
            status: components["schemas"]["SampleStatus"];
            customer: components["schemas"]["ProfileSummary"];
            customer_data: components["schemas"]["SampleCustomerData"];
            agent: components["schemas"]["UserSummary"] | null;
            sales_manager: components["schemas"]["UserSummary"] | null;
            materials: string[];
            weight: components["schemas"]["Decimal"] | null;
            machine_name: string | null;
            machine_type: string | null;
            /** @description Pieces per minute. */
            packing_speed: number | null;
            format: components["schemas"]["PackagingFormat"] | null;
            thickness_micron: number | null;
            price_target: components["schemas"]["Decimal"] | null;
            /** @description Pieces per year. */
            volume: number | null;
            /** @description Requested lead time, e.g. "4 settimane". */
            delivery_time: string | null;
            new_project: boolean;
            test_results: components["schemas"]["SampleTestResult"][];
            approvals: components["schemas"]["SampleApprovals"];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        SampleEnvelope: {
            data: components["schemas"]["Sample"];
        };
        /** @description Body to create or update a sample (status and approvals are not part of it). Designed by Bottega. */
        SampleInput: {
            /** @description Defaults to today. */
            date?: components["schemas"]["Date"];
            customer_id: components["schemas"]["Id"];
            customer_data?: components["schemas"]["SampleCustomerData"];
            agent_id?: components["schemas"]["Id"] | null;
            sales_manager_id?: components["schemas"]["Id"] | null;
            materials?: string[];
            weight?: components["schemas"]["Decimal"] | null;
            machine_name?: string | null;
            machine_type?: string | null;
            packing_speed?: number | null;
            format?: components["schemas"]["PackagingFormat"] | null;
            thickness_micron?: number | null;
            price_target?: components["schemas"]["Decimal"] | null;
            volume?: number | null;
            delivery_time?: string | null;
            /** @default false */
            new_project: boolean;
            test_results?: components["schemas"]["SampleTestResultInput"][];
        };
        SampleDepartmentStatusInput: {
            /** @enum {string} */
            status: "approved" | "evaluated" | "denied";
            notes?: string | null;
            /** @description The department's status the person saw when deciding. When the department has another decision now (someone else in it decided meanwhile), nothing changes and the answer is 409; left out, the decision replaces whatever decision the department holds. */
            seen_status?: components["schemas"]["SampleApprovalStatus"];
        };
        /**
         * @description `user`: a user's own calendar; `company`: shared by a company's users; `vacation`: the tenant's vacation calendar (managed by the server).
         * @enum {string}
         */
        CalendarType: "user" | "company" | "vacation";
        /**
         * @description A calendar (spec §3). `selected`, `visible`, `hidden` and `subscribed` are the signed-in user's view of it:
         *     `selected` = its events are shown in the calendar view; `visible` = it is listed among the user's calendars;
         *     `hidden` = not `visible` (both kept because the app reads both); `subscribed` = the user has a subscription
         *     (designed by Bottega). `primary` marks each user's default calendar (created with the user, never deleted).
         *     `writable` (designed by Bottega) = the signed-in user may create, change, move and delete events in it, by the
         *     same rule the event writes check: their own calendars, their team's (a team leader's related users), company
         *     calendars of a company they or a team member belong to; administrators and holders of `events.management`:
         *     every calendar. Writing events where it is false answers 403.
         */
        Calendar: {
            id: components["schemas"]["Id"];
            name: string;
            type: components["schemas"]["CalendarType"];
            /** @description The owning user; null for company and vacation calendars. */
            owner: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            company_id: number | null;
            /** @description The subscription's colour when set, else the calendar's. */
            background_color: components["schemas"]["Color"];
            selected: boolean;
            visible: boolean;
            hidden: boolean;
            primary: boolean;
            subscribed: boolean;
            writable: boolean;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description `company_id` is required for a `company` calendar and must be null/absent for a `user` calendar. */
        CalendarInput: {
            name: string;
            /**
             * @default user
             * @enum {string}
             */
            type: "user" | "company";
            /** @default #3788d8 */
            background_color: components["schemas"]["Color"];
            company_id?: number | null;
        };
        CalendarUpdate: {
            name?: string;
            background_color?: components["schemas"]["Color"];
        };
        /** @description Designed by Bottega (issue 13). `url` and `token` only in the answer that made the address. */
        CalendarFeed: {
            enabled: boolean;
            created_at: components["schemas"]["DateTime"] | null;
            /** @description The private address (https or http, ending in .ics is not required). */
            url?: string;
            token?: string;
        };
        /** @description The signed-in user's subscription to a calendar ("my calendars"). */
        CalendarSubscription: {
            id: components["schemas"]["Id"];
            calendar_id: components["schemas"]["Id"];
            calendar: components["schemas"]["Calendar"];
            selected: boolean;
            visible: boolean;
            /** @description The user's own colour for the calendar; null = the calendar's colour. */
            background_color: components["schemas"]["Color"] | null;
            created_at: components["schemas"]["DateTime"];
        };
        CalendarSubscriptionInput: {
            calendar_id: components["schemas"]["Id"];
        };
        CalendarSubscriptionUpdate: {
            selected?: boolean;
            visible?: boolean;
            background_color?: components["schemas"]["Color"] | null;
        };
        /** @description A user as a row of the resource timeline, with their events in the requested window. */
        CalendarResource: {
            /** @description The user's id. */
            id: components["schemas"]["Id"];
            name: string;
            avatar_url: string | null;
            /** @description The user's primary calendar. */
            calendar_id: number | null;
            events: components["schemas"]["CalendarEvent"][];
        };
        /**
         * @description Event / vacation types (spec §3) with their Italian labels: smart_working (Smart Working), not_paid_time_off
         *     (Permesso non retribuito), paid_time_off (Permesso retribuito), vacations_and_permissions (Ferie e permessi),
         *     wedding (Matrimonio), marriage_license (Licenza Matrimoniale), funeral (Funerale), medical_exam (Visite Mediche),
         *     military_service (Servizio militare), leave_of_absence (Periodo di aspettativa), others (Altro), pregnancy
         *     (Maternità), illness (Malattia), mission (Missione), permission (Permesso monte ore), relocation (Trasloco),
         *     vacation (Ferie), ex_holiday (Ex-festività), other.
         * @enum {string}
         */
        EventType: "smart_working" | "not_paid_time_off" | "paid_time_off" | "vacations_and_permissions" | "wedding" | "marriage_license" | "funeral" | "medical_exam" | "military_service" | "leave_of_absence" | "others" | "pregnancy" | "illness" | "mission" | "permission" | "relocation" | "vacation" | "ex_holiday" | "other";
        /**
         * @description Designed by Bottega (the spec names the field, not its values); iCalendar-like.
         * @enum {string}
         */
        EventStatus: "confirmed" | "tentative" | "cancelled";
        EventAttendee: {
            id: components["schemas"]["Id"];
            name: string;
            /**
             * @description Whether `id` is a profile id or a user id.
             * @enum {string}
             */
            kind: "profile" | "user";
        };
        /** @description Attendees by id; each list replaces the previous one. */
        EventAttendeesInput: {
            profiles?: components["schemas"]["Id"][];
            users?: components["schemas"]["Id"][];
        };
        /**
         * @description A calendar event (spec §3). Private events of other users come with `summary` and `description` null (shown
         *     as busy time). Events without a summary are titled 'Evento senza titolo' by the app. `vacation_id`/`vacation`
         *     are set on events created by the vacations module; such events cannot be resized or deleted here.
         */
        CalendarEvent: {
            id: components["schemas"]["Id"];
            calendar_id: components["schemas"]["Id"];
            summary: string | null;
            description: string | null;
            start: components["schemas"]["DateTime"];
            end: components["schemas"]["DateTime"];
            all_day: boolean;
            /** @description Minutes between start and end. */
            duration: number;
            busy: boolean;
            private: boolean;
            status: components["schemas"]["EventStatus"];
            type: components["schemas"]["EventType"] | null;
            /** @description Label of `type` (e.g. Ferie); derived by the server. */
            type_description: string | null;
            /** @description Free text detailing the type (e.g. the reason of a permission). */
            type_extended_description: string | null;
            attendees: components["schemas"]["EventAttendee"][];
            work_id: number | null;
            task_id: number | null;
            vacation_id: number | null;
            vacation: {
                id: components["schemas"]["Id"];
                /** @description The vacation's status (pending, accepted, modified...). */
                status: string;
            } | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description An event as the calendar view needs it. */
        FullcalendarEvent: components["schemas"]["CalendarEvent"] & {
            /** @description The summary, or 'Evento senza titolo' when empty. */
            title: string;
            /** @description The calendar's colour for this user; the app applies the type colours of spec §9 on top. */
            background_color: components["schemas"]["Color"];
            /** @description False when the user cannot write to the calendar or the event is linked to a vacation. */
            editable: boolean;
        };
        /**
         * @description `end` defaults to `start` + `duration`; when `end` is given, `duration` is recomputed from it. For all-day
         *     events `start`/`end` are at 00:00:00 and `end` is the day after the last day.
         */
        CalendarEventInput: {
            summary?: string | null;
            description?: string | null;
            start: components["schemas"]["DateTime"];
            end?: components["schemas"]["DateTime"] | null;
            /**
             * @description Minutes (default 30).
             * @default 30
             */
            duration: number;
            /** @default false */
            all_day: boolean;
            /** @default true */
            busy: boolean;
            /** @default false */
            private: boolean;
            /** @default confirmed */
            status: components["schemas"]["EventStatus"];
            type?: components["schemas"]["EventType"] | null;
            type_extended_description?: string | null;
            work_id?: number | null;
            task_id?: number | null;
            attendees?: components["schemas"]["EventAttendeesInput"];
        };
        /** @description Partial update; see updateCalendarEvent for the start/end/duration rules. */
        CalendarEventUpdate: {
            summary?: string | null;
            description?: string | null;
            start?: components["schemas"]["DateTime"];
            end?: components["schemas"]["DateTime"];
            duration?: number;
            all_day?: boolean;
            busy?: boolean;
            private?: boolean;
            status?: components["schemas"]["EventStatus"];
            type?: components["schemas"]["EventType"] | null;
            type_extended_description?: string | null;
            work_id?: number | null;
            task_id?: number | null;
            attendees?: components["schemas"]["EventAttendeesInput"];
        };
        /** @enum {string} */
        WorkStatus: "active" | "suspended" | "closed";
        /**
         * @description A work (pratica). The spec shows only id, status and media; the other fields are designed by Bottega
         *     (code, name, customer, type, dates, notes, counters).
         */
        Work: {
            id: components["schemas"]["Id"];
            /** @description Unique per tenant (e.g. 2026-0042). */
            code: string;
            name: string;
            description: string | null;
            status: components["schemas"]["WorkStatus"];
            customer_id: number | null;
            customer: components["schemas"]["ProfileSummary"] | null;
            work_type: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            start_date: components["schemas"]["Date"] | null;
            end_date: components["schemas"]["Date"] | null;
            notes: string | null;
            media: components["schemas"]["MediaItem"][];
            phases_count: number;
            tasks_count: number;
            /** @description Time tracked on the work's tasks: the total of their finished runs, in seconds. */
            tracked_seconds: number;
            /**
             * @description When each of the work's tasks running now began its current run (their `started_at`), oldest first; empty
             *     when none runs. The work's total time is `tracked_seconds` plus, for each, the time since then: the reader
             *     adds it up to its own now (the answer carries instants, not a total, so that a kept answer never shows a
             *     stale one).
             */
            running_since: components["schemas"]["DateTime"][];
            /**
             * @description The users whose work this is for the record scope (`x-scope` of updateWork): its creator and the assignees
             *     of its tasks. Operators act on works they are among the people of, team leaders also on their team's,
             *     holders of `works.management` and administrators on all.
             */
            people?: components["schemas"]["Id"][];
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description `customer_id` must name a customer profile (422 otherwise). Fields designed by Bottega. */
        WorkInput: {
            /** @description Generated when omitted. */
            code?: string;
            name: string;
            description?: string | null;
            /** @default active */
            status: components["schemas"]["WorkStatus"];
            customer_id?: number | null;
            work_type_id?: number | null;
            start_date?: components["schemas"]["Date"] | null;
            end_date?: components["schemas"]["Date"] | null;
            notes?: string | null;
        };
        WorkUpdate: {
            code?: string;
            name?: string;
            description?: string | null;
            status?: components["schemas"]["WorkStatus"];
            customer_id?: number | null;
            work_type_id?: number | null;
            start_date?: components["schemas"]["Date"] | null;
            end_date?: components["schemas"]["Date"] | null;
            notes?: string | null;
        };
        /**
         * @description Designed by Bottega; the spec shows no phase fields.
         * @enum {string}
         */
        PhaseStatus: "todo" | "in_progress" | "done";
        /** @description A phase of a work. Fields designed by Bottega; the spec shows none. */
        Phase: {
            id: components["schemas"]["Id"];
            work_id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            /** @description 1-based order within the work. */
            position: number;
            status: components["schemas"]["PhaseStatus"];
            start_date: components["schemas"]["Date"] | null;
            end_date: components["schemas"]["Date"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description 422 when `end_date` is before `start_date`. */
        PhaseInput: {
            name: string;
            description?: string | null;
            position?: number;
            /** @default todo */
            status: components["schemas"]["PhaseStatus"];
            start_date?: components["schemas"]["Date"] | null;
            end_date?: components["schemas"]["Date"] | null;
        };
        PhaseUpdate: {
            name?: string;
            description?: string | null;
            position?: number;
            status?: components["schemas"]["PhaseStatus"];
            start_date?: components["schemas"]["Date"] | null;
            end_date?: components["schemas"]["Date"] | null;
        };
        /** @description A type of work. Fields beyond id designed by Bottega. */
        WorkType: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        WorkTypeInput: {
            name: string;
            description?: string | null;
        };
        /** @enum {string} */
        TaskStatus: "started" | "paused" | "completed";
        /**
         * @description A task (cost item), spec §3. Time tracking: `tracked_seconds` is the total of the finished runs; while the
         *     task is `started`, `started_at`/`started_by` tell since when and by whom the current run goes (the app adds
         *     the running time for display). `completed_at` is set while completed.
         */
        Task: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["TaskStatus"];
            summary: string;
            description: string | null;
            start: components["schemas"]["DateTime"] | null;
            end: components["schemas"]["DateTime"] | null;
            profile_id: number | null;
            profile: components["schemas"]["ProfileSummary"] | null;
            work_id: number | null;
            work: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            task_type: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            assignee: components["schemas"]["UserSummary"] | null;
            /** @description The task's calendar event ('Costo ' + summary), if any. */
            event: {
                id: components["schemas"]["Id"];
                calendar_id: components["schemas"]["Id"];
            } | null;
            checklists: components["schemas"]["TaskChecklist"][];
            comments: components["schemas"]["TaskComment"][];
            media: components["schemas"]["MediaItem"][];
            /** @description Total tracked time of the finished runs, in seconds. */
            tracked_seconds: number;
            /** @description When the current run began; null unless started. */
            started_at: components["schemas"]["DateTime"] | null;
            /** @description Who started the current run; null unless started. */
            started_by: components["schemas"]["UserSummary"] | null;
            completed_at: components["schemas"]["DateTime"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /** @description A task as a list row: the Task without `checklists`, `comments`, `media` and `event` unless the list's `include` asks for them. */
        TaskListItem: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["TaskStatus"];
            summary: string;
            description: string | null;
            start: components["schemas"]["DateTime"] | null;
            end: components["schemas"]["DateTime"] | null;
            profile_id: number | null;
            profile: components["schemas"]["ProfileSummary"] | null;
            work_id: number | null;
            work: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            task_type: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
            assignee: components["schemas"]["UserSummary"] | null;
            /** @description The task's calendar event ('Costo ' + summary), if any. */
            event?: {
                id: components["schemas"]["Id"];
                calendar_id: components["schemas"]["Id"];
            } | null;
            checklists?: components["schemas"]["TaskChecklist"][];
            comments?: components["schemas"]["TaskComment"][];
            media?: components["schemas"]["MediaItem"][];
            /** @description Total tracked time of the finished runs, in seconds. */
            tracked_seconds: number;
            /** @description When the current run began; null unless started. */
            started_at: components["schemas"]["DateTime"] | null;
            /** @description Who started the current run; null unless started. */
            started_by: components["schemas"]["UserSummary"] | null;
            completed_at: components["schemas"]["DateTime"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description New task, created `paused`. `with_event` (default true): the server creates the 'Costo ' + summary calendar event (see
         *     createTask). Status changes only through the dedicated status call.
         */
        TaskInput: {
            summary: string;
            description?: string | null;
            start?: components["schemas"]["DateTime"] | null;
            end?: components["schemas"]["DateTime"] | null;
            profile_id?: number | null;
            work_id?: number | null;
            task_type_id?: number | null;
            /** @description The user doing the task; defaults to the creator. */
            assignee_id?: number | null;
            /** @default true */
            with_event: boolean;
            /** @description Checklists created with the task, in the same transaction (spec §4 "each checklist is also posted"). */
            checklists?: {
                name: string;
                items?: {
                    name: string;
                }[];
            }[];
        };
        /** @description Partial update; see updateTask for `with_event`. Status changes only through the dedicated status call. */
        TaskUpdate: {
            summary?: string;
            description?: string | null;
            start?: components["schemas"]["DateTime"] | null;
            end?: components["schemas"]["DateTime"] | null;
            profile_id?: number | null;
            work_id?: number | null;
            task_type_id?: number | null;
            assignee_id?: number | null;
            with_event?: boolean;
        };
        TaskStatusInput: {
            status: components["schemas"]["TaskStatus"];
            /**
             * @description With status `paused` on a completed task, marks it uncompleted (spec §4); without it that request is refused.
             * @default false
             */
            reopen: boolean;
        };
        /** @description One recorded move of a record on its workflow (designed by Bottega, issue 35). Steps never change once written. */
        WorkflowStep: {
            /** @description The record's status after the move, in its own module's words (e.g. `sent`, `rated`, `OPTIN`, `checked`). */
            status: string;
            at: components["schemas"]["DateTime"];
            /** @description Who made the move (null when nobody did, e.g. an expiry, or that user was deleted). */
            user: components["schemas"]["UserSummary"] | null;
            /** @description What the move was when the status alone does not say (`created`, `duplicate`, `revision`, `sent`, `resent`, `expired`, `rating`, `ratingRemoved`, `observed`…), else null. */
            note: string | null;
        };
        /** @description One move of a task on its workflow (designed by Bottega, issue 35). Entries never change once written. */
        TaskHistoryEntry: {
            /** @description The task's status after the move. */
            status: components["schemas"]["TaskStatus"];
            at: components["schemas"]["DateTime"];
            /** @description Who made the move (null if that user was deleted). */
            user: components["schemas"]["UserSummary"] | null;
        };
        TaskChecklist: {
            id: components["schemas"]["Id"];
            name: string;
            position: number;
            items: components["schemas"]["TaskChecklistItem"][];
        };
        TaskChecklistItem: {
            id: components["schemas"]["Id"];
            name: string;
            position: number;
            checked: boolean;
            checked_at: components["schemas"]["DateTime"] | null;
        };
        TaskChecklistInput: {
            name: string;
            items?: components["schemas"]["TaskChecklistItemInput"][];
        };
        TaskChecklistUpdate: {
            name: string;
        };
        TaskChecklistItemInput: {
            name: string;
        };
        TaskComment: {
            id: components["schemas"]["Id"];
            body: string;
            /** @description Null if the author was since deleted. */
            author: components["schemas"]["UserSummary"] | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        TaskCommentInput: {
            body: string;
        };
        /** @description A type of task. Fields beyond id designed by Bottega. */
        TaskType: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        TaskTypeInput: {
            name: string;
            description?: string | null;
        };
    };
    responses: {
        /** @description Done; nothing to return. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request could not be read (malformed JSON, wrong content type). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or expired access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The user lacks the operation's permission, or the module is not enabled for the tenant. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record in this tenant (or one the caller may not see). The message names the kind of record in the reader's language ("Quote not found.", "Preventivo non trovato."). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change conflicts with the record's current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body exceeds the size limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body's content type is not one the operation accepts. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation failed; `errors` lists the messages per field. */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Too many attempts; retry after the number of seconds in `Retry-After`. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation belongs to a password-protected section (`x-section`) and the caller has no login to it within the window (none yet, or the last one ended): log in with POST /access, then call again. */
        SectionLocked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SectionLockedError"];
            };
        };
        /** @description A stored file, as an attachment, in the content type it was uploaded with (`application/octet-stream` when that is unknown); `X-Content-Type-Options: nosniff` stops browsers from guessing another. */
        Binary: {
            headers: {
                /** @description `attachment; filename="…"` with the original file name. */
                "Content-Disposition"?: string;
                /** @description Always `nosniff`. */
                "X-Content-Type-Options"?: "nosniff";
                [name: string]: unknown;
            };
            content: {
                "*/*": string;
            };
        };
        /** @description A PDF document. */
        Pdf: {
            headers: {
                /** @description `attachment; filename="…"`. */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
            };
        };
        /** @description The list as a spreadsheet, streamed (no Content-Length). */
        ListExport: {
            headers: {
                /** @description `attachment; filename="…"`: the list's name in the reader's language and the date. */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                "text/csv": string;
            };
        };
        /** @description An Excel workbook. */
        Xlsx: {
            headers: {
                /** @description `attachment; filename="…"`. */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
            };
        };
        /** @description The stored media item. */
        MediaItem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["MediaItem"];
                };
            };
        };
        /** @description The user. */
        UserData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["User"];
                };
            };
        };
        /** @description A page of users. */
        UserList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["User"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The preference. */
        PreferenceData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Preference"];
                };
            };
        };
        /** @description The setting. */
        SettingData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Setting"];
                };
            };
        };
        /** @description The role. */
        RoleData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Role"];
                };
            };
        };
        /** @description The section login. */
        SectionAccessData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["SectionAccess"];
                };
            };
        };
        /** @description The document. */
        DocumentData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Document"];
                };
            };
        };
        /** @description The e-mail could not be delivered by the mail transport; nothing was recorded as sent. */
        MailNotDelivered: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The newsletter is not configured for the user (message only), or the recipient's consent refuses the change (`code`, with the recipient's current `status`): the address is already in the list or group (`recipient_exists`), waits for its own confirmation (`recipient_pending`: only the recipient's confirmation through the mailing service subscribes them), or unsubscribed (`recipient_unsubscribed`: back only with a new confirmation e-mail, `confirmEmail=true`). Nothing is changed. */
        NewsletterConsentConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NewsletterConsentError"];
            };
        };
        /** @description The mailing service failed or could not be reached. */
        NewsletterProviderError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The calendar. */
        CalendarData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Calendar"];
                };
            };
        };
        /** @description A page of calendars. */
        CalendarList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Calendar"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The state of the user's calendar subscription address. */
        CalendarFeedData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CalendarFeed"];
                };
            };
        };
        /** @description The subscription. */
        CalendarSubscriptionData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CalendarSubscription"];
                };
            };
        };
        /** @description A page of subscriptions. */
        CalendarSubscriptionList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CalendarSubscription"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The event. */
        CalendarEventData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CalendarEvent"];
                };
            };
        };
        /** @description A page of events. */
        CalendarEventList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["CalendarEvent"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The work. */
        WorkData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Work"];
                };
            };
        };
        /** @description A page of works. */
        WorkList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Work"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The phase. */
        PhaseData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Phase"];
                };
            };
        };
        /** @description A page of phases. */
        PhaseList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Phase"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The work type. */
        WorkTypeData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["WorkType"];
                };
            };
        };
        /** @description A page of work types. */
        WorkTypeList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["WorkType"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The task. */
        TaskData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Task"];
                };
            };
        };
        /** @description A page of tasks as list rows. `meta.total` counts matching tasks up to 10,000 and stops: when more match it reads 10,001 (and `last_page` follows from it), so that a page costs the same on a tenant with many tasks. */
        TaskList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TaskListItem"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description The checklist with its items. */
        TaskChecklistData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TaskChecklist"];
                };
            };
        };
        /** @description The checklist item. */
        TaskChecklistItemData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TaskChecklistItem"];
                };
            };
        };
        /** @description The comment. */
        TaskCommentData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TaskComment"];
                };
            };
        };
        /** @description The task type. */
        TaskTypeData: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TaskType"];
                };
            };
        };
        /** @description A page of task types. */
        TaskTypeList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TaskType"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
    };
    parameters: {
        /** @description The file's format. */
        ExportFormat: "xlsx" | "csv";
        /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
        ExportFilter: {
            [key: string]: string;
        };
        /** @description 1-based page number. */
        Page: number;
        /** @description Rows per page (default 50). */
        PageSize: number;
        /** @description Comma-separated details each row then carries as on `GET /tasks/{id}`: `checklists`, `comments`, `media`, `event`. Without it list rows leave them out (the list screens do not show them; they cost most of a page). */
        TaskInclude: string;
        /** @description Free-text search over the resource's main text fields. */
        Search: string;
        Id: components["schemas"]["Id"];
        MediaId: components["schemas"]["Id"];
        /** @description The reset token from the e-mail link. */
        PasswordResetToken: string;
        /** @description Opaque random invitation identifier from the e-mail link (/join/{invitationId}). */
        InvitationId: components["schemas"]["InvitationIdentifier"];
        /** @description Preference key; may contain dots (e.g. `menu.expanded`). */
        PreferenceKey: components["schemas"]["PreferenceKeyPattern"];
        /** @description Setting key; may contain dots (e.g. `modules.hidden`). */
        SettingKey: components["schemas"]["PreferenceKeyPattern"];
        /** @description The team leader; defaults to the signed-in user. */
        LeaderUserId: components["schemas"]["Id"];
        /** @description First day of the period (inclusive); defaults to 1 January of the current year. */
        StatisticsFrom: components["schemas"]["Date"];
        /** @description Last day of the period (inclusive); defaults to today. */
        StatisticsTo: components["schemas"]["Date"];
        /** @description The month of the report, `YYYY-MM`. */
        ReportMonth: string;
        /** @description Calendar year (the current year where a default is needed). */
        VacationHoursYear: number;
        /** @description The mailing service's list id (`idList`). */
        NewsletterListId: components["schemas"]["Id"];
        /** @description The mailing service's group id (`idGroup`). */
        NewsletterGroupId: components["schemas"]["Id"];
        /** @description The mailing service's recipient id (`idRecipient`). */
        NewsletterRecipientId: components["schemas"]["Id"];
        /**
         * @description camelCase as the spec writes it. `true`: a confirmation e-mail is sent and the recipient is `PENDING` until
         *     it confirms; `false` (default, spec §9): the recipient is `OPTIN` at once.
         */
        NewsletterConfirmEmail: boolean;
        /**
         * @description Name printed in the PDF's addressee line (for example one of the proposal's `addressees`); when omitted
         *     the PDF is addressed to the customer only.
         */
        ProposalAddressee: string;
        /**
         * @description An earlier revision kept in the history (`GET /proposals/{id}/history`), printed as it stood; when omitted
         *     the current revision. 404 when the proposal has no such revision.
         */
        ProposalRevisionNumber: number;
        /** @description The department acting on the sample. */
        SampleDepartmentId: components["schemas"]["SampleDepartment"];
        CalendarEventId: components["schemas"]["Id"];
        WorkPhaseId: components["schemas"]["Id"];
        TaskChecklistId: components["schemas"]["Id"];
        TaskChecklistItemId: components["schemas"]["Id"];
        TaskCommentId: components["schemas"]["Id"];
        /** @description Start of the time window, `YYYY-MM-DD HH:mm:ss` (tenant wall-clock time). */
        WindowStart: components["schemas"]["DateTime"];
        /** @description End of the time window, `YYYY-MM-DD HH:mm:ss`; not before `start` (422). */
        WindowEnd: components["schemas"]["DateTime"];
        /** @description Start of the time window, `YYYY-MM-DD HH:mm:ss` (tenant wall-clock time). */
        WindowStartRequired: components["schemas"]["DateTime"];
        /** @description End of the time window, `YYYY-MM-DD HH:mm:ss`; not before `start` (422). */
        WindowEndRequired: components["schemas"]["DateTime"];
    };
    requestBodies: {
        /**
         * @description One file, sent as multipart form data under `file`. Programs, scripts and pages that run code are refused with
         *     422 on `file` and `code: file_type_refused`, by extension (.exe, .msi, .dll, .bat, .cmd, .ps1, .vbs, .sh, .js,
         *     .jar, .php, .html…), by declared type and by the first bytes (a program renamed, an HTML page, an SVG image
         *     with scripts): the document archive's rule (src/domain/uploadFileTypes.ts). Office documents, PDFs, images,
         *     text, CSV and archives are kept.
         */
        MediaUpload: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file; its original name is kept for download.
                     */
                    file: string;
                    /** @description Optional display name; defaults to the file name. */
                    name?: string;
                };
            };
        };
        MediaRename: {
            content: {
                "application/json": {
                    /** @description New display name of the file. */
                    file_name: string;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listArticles: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `description`, `category` (its name), `unit` (its short label in the reader's language), `price`, `stock_quantity`, `active`, `created_at`, `updated_at`; any other is a 422. Default: by code. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only articles of this article category. */
                category_id?: components["schemas"]["Id"];
                /** @description Only articles of this article brand. */
                brand_id?: components["schemas"]["Id"];
                /** @description Only articles of this division. */
                division_id?: components["schemas"]["Id"];
                /** @description Only articles of this group. */
                group_id?: components["schemas"]["Id"];
                /** @description Only articles of this line. */
                line_id?: components["schemas"]["Id"];
                /** @description Only articles of this article type. */
                type_id?: components["schemas"]["Id"];
                /** @description Only active (true) or inactive (false) articles. */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Article"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleInput"];
            };
        };
        responses: {
            /** @description The created article. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleInput"];
            };
        };
        responses: {
            /** @description The updated article. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listArticleCategories: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of article categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticleCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The created article category. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticleCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The updated article category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticleCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listArticleBrands: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of article brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticleBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The created article brand. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article brand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticleBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The updated article brand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticleBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listArticleDivisions: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of article divisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticleDivision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The created article division. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleDivision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article division. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticleDivision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The updated article division. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticleDivision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listArticleGroups: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of article groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The created article group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The updated article group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticleGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listArticleLines: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of article lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticleLine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The created article line. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticleLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The updated article line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticleLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listArticleTypes: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of article types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createArticleType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The created article type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateArticleType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleTaxonomyInput"];
            };
        };
        responses: {
            /** @description The updated article type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleTaxonomyItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteArticleType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listWarehouses: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `is_default`, `created_at`, `updated_at`; any other is a 422. Default: the default warehouse first, then by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of warehouses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Warehouse"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseInput"];
            };
        };
        responses: {
            /** @description The created warehouse. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warehouse. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseInput"];
            };
        };
        responses: {
            /** @description The updated warehouse. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. No default page size: all rows unless page_size is given. */
                page_size?: number;
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `id`, `name`, `scope`, `created_at`, `updated_at`; any other is a 422. Default: by scope, then by name. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only categories of this scope. */
                scope?: components["schemas"]["CategoryScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description The created category. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryInput"];
            };
        };
        responses: {
            /** @description The updated category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listRatings: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ratings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rating"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    listPriceLists: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. No default page size: all rows unless page_size is given. */
                page_size?: number;
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `id`, `name`, `code`, `valid_from`, `valid_to`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PriceList"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListInput"];
            };
        };
        responses: {
            /** @description The created price list with its articles. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price list with every article it carries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updatePriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListInput"];
            };
        };
        responses: {
            /** @description The updated price list with its articles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deletePriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listPriceListArticles: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-article_id,id`). Fields: `article_id`, `code`, `description`, `list_price`, `price`, `discount_percent`; any other is a 422. Default: by article code. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the price list's articles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PriceListArticle"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    addPriceListArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListArticleInput"];
            };
        };
        responses: {
            /** @description The article as carried by the price list. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    updatePriceListArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description Id of the article (not of a price list row). */
                articleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListArticleUpdate"];
            };
        };
        responses: {
            /** @description The article as carried by the price list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListArticleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    removePriceListArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description Id of the article (not of a price list row). */
                articleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-number,id`). Fields: `id`, `number`, `date`, `valid_until`, `status`, `customer` (its name), `total` (the gross total, `totals.gross`), `created_at`, `updated_at`; any other is a 422. Default: newest date first, then newest number. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only quotes in this status. */
                status?: components["schemas"]["QuoteStatus"];
                /** @description Only quotes to this profile. */
                customer_id?: components["schemas"]["Id"];
                /** @description Only quotes dated on or after this day. */
                from?: components["schemas"]["Date"];
                /** @description Only quotes dated on or before this day. */
                to?: components["schemas"]["Date"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of quotes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteInput"];
            };
        };
        responses: {
            /** @description The created quote. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteUpdate"];
            };
        };
        responses: {
            /** @description The updated quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadQuotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    duplicateQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new quote. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    sendQuoteToAssignedCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteSendInput"];
            };
        };
        responses: {
            /** @description The quote after sending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["MailNotDelivered"];
        };
    };
    listGoals: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-title,id`). Fields: `id`, `title`, `category`, `weight`, `year`, `created_at`, `updated_at`; any other is a 422. Default: newest year first, then by title. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only goals of this year. */
                year?: number;
                /** @description Only goals of this category. */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Goal"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    createGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoalInput"];
            };
        };
        responses: {
            /** @description The created goal. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    getGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    updateGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoalInput"];
            };
        };
        responses: {
            /** @description The updated goal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    deleteGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    uploadGoalMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaUpload"];
        responses: {
            201: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    renameGoalMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaRename"];
        responses: {
            200: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    deleteGoalMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    downloadGoalMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Binary"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    listPackages: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-year,id`). Fields: `id`, `year`, `period_start`, `period_end`, `status`, `created_at`, `updated_at`; any other is a 422. Default: newest year first, then latest period start. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only packages of this year. */
                year?: number;
                /** @description Only packages assigned to this user. */
                user_id?: components["schemas"]["Id"];
                /** @description Only packages evaluated by this user. */
                evaluator_id?: components["schemas"]["Id"];
                /** @description Only packages in this status. */
                status?: components["schemas"]["PackageStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of packages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Package"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    createPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageInput"];
            };
        };
        responses: {
            /** @description The created package. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    makeAnnualEvaluationSheetsVisible: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageVisibleAnnualInput"];
            };
        };
        responses: {
            /** @description The year and the number of packages made visible. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            year: number;
                            /** @description Packages whose sheet became visible. */
                            updated_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    getPackageSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moves, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    getPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    updatePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageInput"];
            };
        };
        responses: {
            /** @description The updated package. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    deletePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    confirmPackageAcknowledgment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package after the confirmation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    getPackageGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                goalId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goal as assigned by the package. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PackageGoalDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    listPackageEvaluations: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only evaluations of this goal. */
                goal_id?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of evaluations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Evaluation"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    createPackageEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationInput"];
            };
        };
        responses: {
            /** @description The created evaluation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Evaluation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    deletePackageEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                evaluationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    getPackageEvaluationSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evaluation sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EvaluationSheet"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    uploadPackageMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaUpload"];
        responses: {
            201: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    renamePackageMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaRename"];
        responses: {
            200: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    downloadPackageMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Binary"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    grant_type: "password" | "refresh_token";
                } & (components["schemas"]["PasswordGrant"] | components["schemas"]["RefreshTokenGrant"]);
            };
        };
        responses: {
            /** @description Tokens issued. Plain Passport shape, not wrapped in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthToken"];
                };
            };
            /** @description Wrong user credentials, or an invalid, expired or revoked refresh token. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_grant",
                     *       "error_description": "The user credentials were incorrect.",
                     *       "message": "The credentials were incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Unknown client or wrong client secret. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "Client authentication failed.",
                     *       "message": "The credentials were incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description The tenant is disabled by its operator (`npm run tenant -- disable`): nobody signs in until it is enabled again; nothing was deleted. `error` is `tenant_disabled`; `message` says so in the reader's language. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "tenant_disabled",
                     *       "message": "Acme Forniture S.r.l. is disabled on this server: nobody can sign in until its operator enables it again. Your data is kept."
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    findPasswordResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reset token from the e-mail link. */
                token: components["parameters"]["PasswordResetToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token exists and has not expired. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasswordResetTokenInfo"];
                    };
                };
            };
            /** @description No such token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This password reset token doesn't exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token has expired (tokens last 60 minutes). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This password reset token is expired.",
                     *       "errors": {
                     *         "token": [
                     *           "This password reset token is expired."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordCreateInput"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "message": "password changed correctly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No such token (or it does not belong to `email`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This password reset token doesn't exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The e-mail was sent (or would have been, for an unknown address). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "message": "email sent correctly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque random invitation identifier from the e-mail link (/join/{invitationId}). */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque random invitation identifier from the e-mail link (/join/{invitationId}). */
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAcceptInput"];
            };
        };
        responses: {
            /** @description Accepted; tokens issued (plain Passport shape, not wrapped in `data`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getCurrentTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    downloadTenantExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export archive. */
            200: {
                headers: {
                    /** @description `attachment; filename="<slug>-export-<date>.zip"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBackupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BackupStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserData"];
            401: components["responses"]["Unauthorized"];
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MyPasswordInput"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "message": "password changed correctly"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listMyPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Permission names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         "works",
                     *         "works.viewAny",
                     *         "tasks.viewAny",
                     *         "tasks.changeStatus"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPermissions: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. No default page size - all rows unless `page_size` is given. */
                page_size?: number;
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Only the permissions of this module. */
                module?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Permissions, sorted by module then action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Permission"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listMyPreferences: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only the preference with this key. */
                key?: components["schemas"]["PreferenceKeyPattern"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Preference"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    setMyPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferenceInput"];
            };
        };
        responses: {
            200: components["responses"]["PreferenceData"];
            201: components["responses"]["PreferenceData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getMyPreference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Preference key; may contain dots (e.g. `menu.expanded`). */
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PreferenceData"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteMyPreference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Preference key; may contain dots (e.g. `menu.expanded`). */
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only unread notifications. */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    streamNotifications: {
        parameters: {
            query?: {
                /** @description Send notifications with an id greater than this first (those created while disconnected). */
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The request did not accept `text/event-stream` (a plain call would wait for the stream to end). */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Invalid"];
        };
    };
    listSettings: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Setting"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    setSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingInput"];
            };
        };
        responses: {
            200: components["responses"]["SettingData"];
            201: components["responses"]["SettingData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getCompanyIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyIdentityResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCompanyIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyIdentityInput"];
            };
        };
        responses: {
            /** @description The identity after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyIdentityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Setting key; may contain dots (e.g. `modules.hidden`). */
                key: components["parameters"]["SettingKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SettingData"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Setting key; may contain dots (e.g. `modules.hidden`). */
                key: components["parameters"]["SettingKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listSentMails: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only mails in this status. */
                status?: components["schemas"]["SentMailStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SentMail"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getSentMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SentMailDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    resendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SentMail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new invitation was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description When the new link stops working (tenant wall clock, `YYYY-MM-DD HH:mm:ss`). */
                            expires_at: string;
                            mail_status: components["schemas"]["SentMailStatus"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    getSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SetupState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    markSetupStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The step. */
                step: components["schemas"]["SetupStep"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    done: boolean;
                };
            };
        };
        responses: {
            /** @description The checklist after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SetupState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    searchRecords: {
        parameters: {
            query: {
                /** @description The words to find. */
                q: string;
                /** @description Hits per kind. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, grouped by kind. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchResults"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `email`, `status`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only users with the role of this name (e.g. `operator`). */
                role?: components["schemas"]["RoleName"];
                status?: components["schemas"]["UserStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInput"];
            };
        };
        responses: {
            201: components["responses"]["UserData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listRelatedUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-email,id`). Fields: `name`, `email`, `status`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
                /** @description The team leader; defaults to the signed-in user. */
                user_id?: components["parameters"]["LeaderUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    linkRelatedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelatedUsersInput"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    unlinkRelatedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelatedUsersInput"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listAvailableRelatedUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-email,id`). Fields: `name`, `email`, `status`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
                /** @description The team leader; defaults to the signed-in user. */
                user_id?: components["parameters"]["LeaderUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            200: components["responses"]["UserData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    revokeUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only entries made by this user. */
                user_id?: components["schemas"]["Id"];
                action?: components["schemas"]["AuditAction"];
                /** @description First day (inclusive, tenant's wall clock). */
                from?: components["schemas"]["Date"];
                /** @description Last day (inclusive, tenant's wall clock). */
                to?: components["schemas"]["Date"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `label`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by id (the built-in roles first, in rank order). Rows that tie end in `id` order. */
                sort?: string;
                /** @description When true, the `admin` role is left out (used where a sub-administrator picks a role for a user). */
                exclude_admin?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
            };
        };
        responses: {
            201: components["responses"]["RoleData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RoleData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            200: components["responses"]["RoleData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listSectionAccesses: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-section,id`). Fields: `id`, `section`, `logged_in_at`, `user`; any other is a 422. Default: latest login first. Rows that tie end in `id` order. */
                sort?: string;
                section?: components["schemas"]["SectionName"];
                user_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of section logins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SectionAccess"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createSectionAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionAccessInput"];
            };
        };
        responses: {
            201: components["responses"]["SectionAccessData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSectionAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SectionAccessData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-title,id`). Fields: `title`, `category`, `created_at`, `updated_at`, `id`; any other is a 422. Default: newest first. Rows that tie end in `id` order. */
                sort?: string;
                category?: string;
                /** @description Only documents linked to this profile. */
                profile_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Document"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            201: components["responses"]["DocumentData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DocumentData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentUpdate"];
            };
        };
        responses: {
            200: components["responses"]["DocumentData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Binary"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getStatisticsSummary: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); defaults to 1 January of the current year. */
                from?: components["parameters"]["StatisticsFrom"];
                /** @description Last day of the period (inclusive); defaults to today. */
                to?: components["parameters"]["StatisticsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StatisticsSummary"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getSalesStatistics: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); defaults to 1 January of the current year. */
                from?: components["parameters"]["StatisticsFrom"];
                /** @description Last day of the period (inclusive); defaults to today. */
                to?: components["parameters"]["StatisticsTo"];
                /**
                 * @description `month`: one row per calendar month of the period (key `YYYY-MM`, every month present even when empty);
                 *     `agent`: one row per agent profile assigned to the quotes and sales reports (key = profile id);
                 *     `customer`: one row per customer profile (key = profile id). Rows without an agent/customer are grouped under key `none`.
                 */
                group_by?: "month" | "agent" | "customer";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series and its totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getWorkStatistics: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); defaults to 1 January of the current year. */
                from?: components["parameters"]["StatisticsFrom"];
                /** @description Last day of the period (inclusive); defaults to today. */
                to?: components["parameters"]["StatisticsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts by status and hours per work type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getArticleCategoryStatistics: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); defaults to 1 January of the current year. */
                from?: components["parameters"]["StatisticsFrom"];
                /** @description Last day of the period (inclusive); defaults to today. */
                to?: components["parameters"]["StatisticsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per article category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArticleCategoryStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getOutcomeStatistics: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); defaults to 1 January of the current year. */
                from?: components["parameters"]["StatisticsFrom"];
                /** @description Last day of the period (inclusive); defaults to today. */
                to?: components["parameters"]["StatisticsTo"];
                /**
                 * @description `month`: one row per calendar month of the period (key `YYYY-MM`, every month present even when empty);
                 *     `agent`: one row per agent following the customer (key = user id); `customer`: one row per customer
                 *     profile (key = profile id). Rows without an agent are grouped under key `none`.
                 */
                group_by?: "month" | "agent" | "customer";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series and its totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OutcomeStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `type`, `city`, `vat_number`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only profiles of this type. */
                type?: components["schemas"]["ProfileType"];
                /** @description Only profiles of any of these types (`types=customer&types=lead`). */
                types?: components["schemas"]["ProfileType"][];
                /** @description Only profiles of this profile category. */
                category_id?: components["schemas"]["Id"];
                /** @description Only profiles of this profile brand. */
                brand_id?: components["schemas"]["Id"];
                /** @description Only profiles associated with this company. */
                company_id?: components["schemas"]["Id"];
                /** @description Only profiles followed by this agent (user id). */
                agent_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            /** @description The created profile. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    findProfileDuplicates: {
        parameters: {
            query?: {
                /** @description Business name, or first and last name, as typed. */
                name?: string;
                vat_number?: string;
                email?: string;
                /** @description The profile being edited, left out of the matches. */
                exclude_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The likely duplicates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileDuplicate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    mergeProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileMergeInput"];
            };
        };
        responses: {
            /** @description The surviving profile after the merge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    previewProfileMerge: {
        parameters: {
            query: {
                source_ids: components["schemas"]["Id"][];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records that would move, per source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileMergePreview"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    associateProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileAssociateInput"];
            };
        };
        responses: {
            /** @description The company profile with its associated profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listProfileEvents: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only events ending at or after this date-time. */
                start?: components["schemas"]["DateTime"];
                /** @description Only events starting before this date-time. */
                end?: components["schemas"]["DateTime"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileEvent"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadProfileMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaUpload"];
        responses: {
            201: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    renameProfileMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaRename"];
        responses: {
            200: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteProfileMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadProfileMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Binary"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `vat_number`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Company"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description The created company. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description The updated company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listCompanyUsers: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `email`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserSummary"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listProfileCategories: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. No default page size: all rows unless page_size is given. */
                page_size?: number;
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileCategory"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createProfileCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileCategoryInput"];
            };
        };
        responses: {
            /** @description The created category. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileCategoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getProfileCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileCategoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateProfileCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileCategoryInput"];
            };
        };
        responses: {
            /** @description The updated category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileCategoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteProfileCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listBrands: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileBrand"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileBrandInput"];
            };
        };
        responses: {
            /** @description The created brand. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileBrandResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileBrandInput"];
            };
        };
        responses: {
            /** @description The updated brand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileBrandResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listSalesReports: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-date,id`). Fields: `date`, `created_at`, `updated_at`, `summary`, `contact_type`, `id`; any other is a 422. Default: newest date first. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only reports about this profile. */
                profile_id?: components["schemas"]["Id"];
                /** @description Only reports written by this user. */
                user_id?: components["schemas"]["Id"];
                /** @description Only reports dated on or after this day. */
                from?: components["schemas"]["Date"];
                /** @description Only reports dated on or before this day. */
                to?: components["schemas"]["Date"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createSalesReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesReportInput"];
            };
        };
        responses: {
            /** @description The created sales report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getSalesReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sales report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateSalesReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesReportInput"];
            };
        };
        responses: {
            /** @description The updated sales report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteSalesReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listMaterials: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `code`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of materials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Material"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialInput"];
            };
        };
        responses: {
            /** @description The created material. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The material. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialInput"];
            };
        };
        responses: {
            /** @description The updated material. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listMaterialSalesReports: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-date,id`). Fields: `date`, `created_at`, `updated_at`, `summary`, `contact_type`, `id`; any other is a 422. Default: newest date first. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listInterests: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `name`, `code`, `created_at`, `updated_at`, `id`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of interests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Interest"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createInterest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterestInput"];
            };
        };
        responses: {
            /** @description The created interest. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getInterest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The interest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterestResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateInterest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterestInput"];
            };
        };
        responses: {
            /** @description The updated interest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteInterest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listInterestSalesReports: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-date,id`). Fields: `date`, `created_at`, `updated_at`, `summary`, `contact_type`, `id`; any other is a 422. Default: newest date first. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReportPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listVacations: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-start,id`). Fields: `start`, `end`, `type`, `status`, `hours`, `user`, `created_at`, `updated_at`, `id`; any other is a 422. Default: latest start first. Rows that tie end in `id` order. */
                sort?: string;
                user_id?: components["schemas"]["Id"];
                status?: components["schemas"]["VacationStatus"];
                type?: components["schemas"]["VacationTypeKey"];
                /** @description Requests ending on or after this day. */
                from?: components["schemas"]["Date"];
                /** @description Requests starting on or before this day. */
                to?: components["schemas"]["Date"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of vacation requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Vacation"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VacationInput"];
            };
        };
        responses: {
            /** @description The created request. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getVacationDuration: {
        parameters: {
            query: {
                start: components["schemas"]["DateTime"];
                end: components["schemas"]["DateTime"];
                /** @description Whose schedule to use; defaults to the current user. */
                user_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The duration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VacationDuration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportTasks: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportProfiles: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportCustomers: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportLeads: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportSuppliers: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportCompanies: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportArticles: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportPriceLists: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportQuotes: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportSamples: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportProposals: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportVacations: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportAllowances: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportWorks: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportSalesReports: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportDocuments: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportGoals: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    exportPackages: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            423: components["responses"]["SectionLocked"];
        };
    };
    exportNewsletterLists: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    exportRoles: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportRunningTasks: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportPriceListArticles: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    exportEvents: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportNewsletterListRecipients: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    exportAuditLog: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportMailLog: {
        parameters: {
            query?: {
                /** @description The file's format. */
                format?: components["parameters"]["ExportFormat"];
                /** @description The list operation's own query parameters (filters, search, sort), one `filter[name]=value` each. */
                filter?: components["parameters"]["ExportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListExport"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportVacationsExcel: {
        parameters: {
            query?: {
                from?: components["schemas"]["Date"];
                to?: components["schemas"]["Date"];
                user_id?: components["schemas"]["Id"];
                status?: components["schemas"]["VacationStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Xlsx"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getVacationReport: {
        parameters: {
            query: {
                /** @description The month of the report, `YYYY-MM`. */
                month: components["parameters"]["ReportMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VacationReport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    exportVacationReportExcel: {
        parameters: {
            query: {
                /** @description The month of the report, `YYYY-MM`. */
                month: components["parameters"]["ReportMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Xlsx"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getVacation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateVacation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VacationUpdate"];
            };
        };
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteVacation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    changeVacationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VacationStatusInput"];
            };
        };
        responses: {
            /** @description The request with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    withdrawVacation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    getVacationHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history entries, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VacationHistoryEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listVacationTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All vacation types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VacationTypeInfo"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUserVacationHours: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-year,id`). Fields: `year`, `user`, `vacation_hours`, `permission_hours`, `created_at`, `updated_at`, `id`; any other is a 422. Default: newest year first, then by user name. Rows that tie end in `id` order. */
                sort?: string;
                user_id?: components["schemas"]["Id"];
                /** @description Calendar year (the current year where a default is needed). */
                year?: components["parameters"]["VacationHoursYear"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of user vacation hours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserVacationHour"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createUserVacationHour: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserVacationHourInput"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserVacationHourEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteUserVacationHoursBulk: {
        parameters: {
            query: {
                user_id: components["schemas"]["Id"];
                /** @description Calendar year (the current year where a default is needed). */
                year?: components["parameters"]["VacationHoursYear"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getUserVacationHourRemainings: {
        parameters: {
            query?: {
                /** @description Defaults to the current user. */
                user_id?: components["schemas"]["Id"];
                /** @description Calendar year (the current year where a default is needed). */
                year?: components["parameters"]["VacationHoursYear"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The remaining hours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserVacationHourRemainings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getUserVacationHour: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserVacationHourEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateUserVacationHour: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserVacationHourInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserVacationHourEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteUserVacationHour: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getNewsletterStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The login state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    testNewsletterConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterConnectionTest"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listNewsletterLists: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterList"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    createNewsletterList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterListInput"];
            };
        };
        responses: {
            /** @description The created list. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    listNewsletterCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterCountry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    createNewsletterGroupWithoutList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getNewsletterList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    updateNewsletterList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterListInput"];
            };
        };
        responses: {
            /** @description The updated list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterListEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    deleteNewsletterList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    listNewsletterListGroups: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsletterGroup"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    createNewsletterGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterGroupInput"];
            };
        };
        responses: {
            /** @description The created group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterGroupEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    updateNewsletterGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterGroupInput"];
            };
        };
        responses: {
            /** @description The updated group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterGroupEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    deleteNewsletterGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    listNewsletterListRecipients: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                status?: components["schemas"]["NewsletterRecipientStatus"];
            };
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recipients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterRecipientPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    addNewsletterListRecipient: {
        parameters: {
            query?: {
                /**
                 * @description camelCase as the spec writes it. `true`: a confirmation e-mail is sent and the recipient is `PENDING` until
                 *     it confirms; `false` (default, spec §9): the recipient is `OPTIN` at once.
                 */
                confirmEmail?: components["parameters"]["NewsletterConfirmEmail"];
            };
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterRecipientInput"];
            };
        };
        responses: {
            /** @description The subscribed recipient. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterRecipientEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NewsletterConsentConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    getNewsletterListRecipientSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moves, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    getNewsletterListRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recipient with its status in this list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterRecipientEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    updateNewsletterListRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterRecipientUpdate"];
            };
        };
        responses: {
            /** @description The recipient as corrected, with its status in this list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterRecipientEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    deleteNewsletterListRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's list id (`idList`). */
                listId: components["parameters"]["NewsletterListId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    listNewsletterGroupRecipients: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recipients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterRecipientPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    addNewsletterGroupRecipient: {
        parameters: {
            query?: {
                /**
                 * @description camelCase as the spec writes it. `true`: a confirmation e-mail is sent and the recipient is `PENDING` until
                 *     it confirms; `false` (default, spec §9): the recipient is `OPTIN` at once.
                 */
                confirmEmail?: components["parameters"]["NewsletterConfirmEmail"];
            };
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterRecipientInput"];
            };
        };
        responses: {
            /** @description The subscribed recipient. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterRecipientEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NewsletterConsentConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    subscribeNewsletterGroupRecipient: {
        parameters: {
            query?: {
                /**
                 * @description camelCase as the spec writes it. `true`: a confirmation e-mail is sent and the recipient is `PENDING` until
                 *     it confirms; `false` (default, spec §9): the recipient is `OPTIN` at once.
                 */
                confirmEmail?: components["parameters"]["NewsletterConfirmEmail"];
            };
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NewsletterConsentConflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    unsubscribeNewsletterGroupRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mailing service's group id (`idGroup`). */
                groupId: components["parameters"]["NewsletterGroupId"];
                /** @description The mailing service's recipient id (`idRecipient`). */
                recipientId: components["parameters"]["NewsletterRecipientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
            502: components["responses"]["NewsletterProviderError"];
        };
    };
    listProposals: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-number,id`). Fields: `id`, `number`, `date`, `valid_until`, `status`, `revision`, `created_at`, `updated_at`; any other is a 422. Default: newest date first, then newest number. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Only proposals for this customer profile. */
                customer_id?: components["schemas"]["Id"];
                status?: components["schemas"]["ProposalStatus"];
                /** @description Only proposals dated on or after this day. */
                from?: components["schemas"]["Date"];
                /** @description Only proposals dated on or before this day. */
                to?: components["schemas"]["Date"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of proposals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Proposal"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalInput"];
            };
        };
        responses: {
            /** @description The created proposal. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalUpdate"];
            };
        };
        responses: {
            /** @description The updated proposal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getProposalHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProposalHistory"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getProposalSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moves, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    duplicateProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new proposal. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    sendProposalToAssignedCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalSendToCustomerInput"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            /** @description The mail was not delivered (the mail server refused it); the proposal is not marked sent. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendProposalToChosenAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalSendToAddressesInput"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            /** @description The mail was not delivered (the mail server refused it); the proposal is not marked sent. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadProposalPdf: {
        parameters: {
            query?: {
                /**
                 * @description Name printed in the PDF's addressee line (for example one of the proposal's `addressees`); when omitted
                 *     the PDF is addressed to the customer only.
                 */
                addressee?: components["parameters"]["ProposalAddressee"];
                /**
                 * @description An earlier revision kept in the history (`GET /proposals/{id}/history`), printed as it stood; when omitted
                 *     the current revision. 404 when the proposal has no such revision.
                 */
                revision?: components["parameters"]["ProposalRevisionNumber"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getProposalPdfLink: {
        parameters: {
            query?: {
                /**
                 * @description Name printed in the PDF's addressee line (for example one of the proposal's `addressees`); when omitted
                 *     the PDF is addressed to the customer only.
                 */
                addressee?: components["parameters"]["ProposalAddressee"];
                /**
                 * @description An earlier revision kept in the history (`GET /proposals/{id}/history`), printed as it stood; when omitted
                 *     the current revision. 404 when the proposal has no such revision.
                 */
                revision?: components["parameters"]["ProposalRevisionNumber"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesPdfLinkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadPdfByLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed, time-limited token of a link given by `getProposalPdfLink` or `getSamplePdfLink`. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listSamples: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-number,id`). Fields: `id`, `number`, `date`, `status`, `created_at`, `updated_at`; any other is a 422. Default: newest date first, then newest number. Rows that tie end in `id` order. */
                sort?: string;
                status?: components["schemas"]["SampleStatus"];
                /** @description Only samples for this customer profile. */
                customer_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of samples. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Sample"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SampleInput"];
            };
        };
        responses: {
            /** @description The created sample. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sample. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SampleInput"];
            };
        };
        responses: {
            /** @description The updated sample. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    duplicateSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new sample. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getSampleHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SampleHistoryEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateSampleDepartmentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The department acting on the sample. */
                deptId: components["parameters"]["SampleDepartmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SampleDepartmentStatusInput"];
            };
        };
        responses: {
            /** @description The sample with the new approval and overall status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadSamplePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getSamplePdfLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesPdfLinkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listCalendars: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Only calendars of these types (all types when absent). */
                types?: components["schemas"]["CalendarType"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarInput"];
            };
        };
        responses: {
            201: components["responses"]["CalendarData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listCalendarResources: {
        parameters: {
            query: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Start of the time window, `YYYY-MM-DD HH:mm:ss` (tenant wall-clock time). */
                start: components["parameters"]["WindowStartRequired"];
                /** @description End of the time window, `YYYY-MM-DD HH:mm:ss`; not before `start` (422). */
                end: components["parameters"]["WindowEndRequired"];
                /** @description When true, only the signed-in user. */
                self?: boolean;
                /** @description Only users belonging to one of these companies (repeat the parameter). */
                company_ids?: components["schemas"]["Id"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarResource"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    listFullcalendarEvents: {
        parameters: {
            query: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Start of the time window, `YYYY-MM-DD HH:mm:ss` (tenant wall-clock time). */
                start: components["parameters"]["WindowStartRequired"];
                /** @description End of the time window, `YYYY-MM-DD HH:mm:ss`; not before `start` (422). */
                end: components["parameters"]["WindowEndRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FullcalendarEvent"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarUpdate"];
            };
        };
        responses: {
            200: components["responses"]["CalendarData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listMyCalendars: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarSubscriptionList"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Invalid"];
        };
    };
    subscribeToCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarSubscriptionInput"];
            };
        };
        responses: {
            200: components["responses"]["CalendarSubscriptionData"];
            201: components["responses"]["CalendarSubscriptionData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getMyCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarSubscriptionData"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateMyCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarSubscriptionUpdate"];
            };
        };
        responses: {
            200: components["responses"]["CalendarSubscriptionData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    unsubscribeFromCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    getMyCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarFeedData"];
            401: components["responses"]["Unauthorized"];
        };
    };
    enableMyCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["CalendarFeedData"];
            401: components["responses"]["Unauthorized"];
        };
    };
    revokeMyCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listCalendarEvents: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Start of the time window, `YYYY-MM-DD HH:mm:ss` (tenant wall-clock time). */
                start?: components["parameters"]["WindowStart"];
                /** @description End of the time window, `YYYY-MM-DD HH:mm:ss`; not before `start` (422). */
                end?: components["parameters"]["WindowEnd"];
                /** @description Only events having this profile among their attendees (profile detail, events tab). */
                attendee?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarEventList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    createCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventInput"];
            };
        };
        responses: {
            201: components["responses"]["CalendarEventData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                eventId: components["parameters"]["CalendarEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarEventData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                eventId: components["parameters"]["CalendarEventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventUpdate"];
            };
        };
        responses: {
            200: components["responses"]["CalendarEventData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                eventId: components["parameters"]["CalendarEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    moveCalendarEvent: {
        parameters: {
            query: {
                /** @description Id of the destination calendar. */
                destination: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                eventId: components["parameters"]["CalendarEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CalendarEventData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listWorks: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-code,id`). Fields: `id`, `code`, `name`, `status`, `start_date`, `end_date`, `customer`, `created_at`, `updated_at`; any other is a 422. Default: latest start date first (works without one last), then newest created. Rows that tie end in `id` order. */
                sort?: string;
                status?: components["schemas"]["WorkStatus"];
                /** @description Only works of this customer profile. */
                customer_id?: components["schemas"]["Id"];
                work_type_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WorkList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createWork: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkInput"];
            };
        };
        responses: {
            201: components["responses"]["WorkData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WorkData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkUpdate"];
            };
        };
        responses: {
            200: components["responses"]["WorkData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteWork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadWorkMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaUpload"];
        responses: {
            201: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    renameWorkMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaRename"];
        responses: {
            200: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteWorkMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadWorkMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Binary"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listWorkPhases: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PhaseList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    createWorkPhase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhaseInput"];
            };
        };
        responses: {
            201: components["responses"]["PhaseData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    updateWorkPhase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                phaseId: components["parameters"]["WorkPhaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhaseUpdate"];
            };
        };
        responses: {
            200: components["responses"]["PhaseData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteWorkPhase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                phaseId: components["parameters"]["WorkPhaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listWorkTypes: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `id`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WorkTypeList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createWorkType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkTypeInput"];
            };
        };
        responses: {
            201: components["responses"]["WorkTypeData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getWorkType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["WorkTypeData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateWorkType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkTypeInput"];
            };
        };
        responses: {
            200: components["responses"]["WorkTypeData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteWorkType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-summary,id`). Fields: `id`, `summary`, `status`, `start`, `end`, `tracked_seconds`, `created_at`, `updated_at`; any other is a 422. Default: open tasks (started, paused) before completed ones, then by start (tasks without one last), then newest created. Rows that tie end in `id` order. */
                sort?: string;
                /** @description Start of the time window, `YYYY-MM-DD HH:mm:ss` (tenant wall-clock time). */
                start?: components["parameters"]["WindowStart"];
                /** @description End of the time window, `YYYY-MM-DD HH:mm:ss`; not before `start` (422). */
                end?: components["parameters"]["WindowEnd"];
                work_id?: components["schemas"]["Id"];
                profile_id?: components["schemas"]["Id"];
                status?: components["schemas"]["TaskStatus"];
                /** @description Only tasks assigned to this user. */
                assignee_id?: components["schemas"]["Id"];
                /** @description true = only started tasks; false = only paused or completed ones. */
                running?: boolean;
                /** @description Comma-separated details each row then carries as on `GET /tasks/{id}`: `checklists`, `comments`, `media`, `event`. Without it list rows leave them out (the list screens do not show them; they cost most of a page). */
                include?: components["parameters"]["TaskInclude"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            201: components["responses"]["TaskData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    listRunningTasks: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Comma-separated details each row then carries as on `GET /tasks/{id}`: `checklists`, `comments`, `media`, `event`. Without it list rows leave them out (the list screens do not show them; they cost most of a page). */
                include?: components["parameters"]["TaskInclude"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskUpdate"];
            };
        };
        responses: {
            200: components["responses"]["TaskData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    changeTaskStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskStatusInput"];
            };
        };
        responses: {
            200: components["responses"]["TaskData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Starting or pausing a completed task. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Cannot track a completed task."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getTaskHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moves, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaskHistoryEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    createTaskChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskChecklistInput"];
            };
        };
        responses: {
            201: components["responses"]["TaskChecklistData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTaskChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskChecklistUpdate"];
            };
        };
        responses: {
            200: components["responses"]["TaskChecklistData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTaskChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    createTaskChecklistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskChecklistItemInput"];
            };
        };
        responses: {
            201: components["responses"]["TaskChecklistItemData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTaskChecklistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
                itemId: components["parameters"]["TaskChecklistItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskChecklistItemInput"];
            };
        };
        responses: {
            200: components["responses"]["TaskChecklistItemData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTaskChecklistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
                itemId: components["parameters"]["TaskChecklistItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    checkTaskChecklistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
                itemId: components["parameters"]["TaskChecklistItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskChecklistItemData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    uncheckTaskChecklistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                checklistId: components["parameters"]["TaskChecklistId"];
                itemId: components["parameters"]["TaskChecklistItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskChecklistItemData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    createTaskComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCommentInput"];
            };
        };
        responses: {
            201: components["responses"]["TaskCommentData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTaskComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                commentId: components["parameters"]["TaskCommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCommentInput"];
            };
        };
        responses: {
            200: components["responses"]["TaskCommentData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTaskComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                commentId: components["parameters"]["TaskCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadTaskMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaUpload"];
        responses: {
            201: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    renameTaskMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MediaRename"];
        responses: {
            200: components["responses"]["MediaItem"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTaskMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadTaskMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                mediaId: components["parameters"]["MediaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Binary"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    listTaskTypes: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Free-text search over the resource's main text fields. */
                search?: components["parameters"]["Search"];
                /** @description Order: comma-separated fields, each with a leading `-` for descending (e.g. `-name,id`). Fields: `id`, `name`, `created_at`, `updated_at`; any other is a 422. Default: by name. Rows that tie end in `id` order. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskTypeList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    createTaskType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskTypeInput"];
            };
        };
        responses: {
            201: components["responses"]["TaskTypeData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getTaskType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TaskTypeData"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateTaskType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskTypeInput"];
            };
        };
        responses: {
            200: components["responses"]["TaskTypeData"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    deleteTaskType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    listImports: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (default 50). */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only imports of this kind. */
                kind?: components["schemas"]["ImportKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of imports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportSummary"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
        };
    };
    uploadImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    kind: components["schemas"]["ImportKind"];
                    /**
                     * Format: binary
                     * @description The XLSX or CSV file (at most 50 MB).
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The uploaded import, ready to be mapped. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    getImportSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moves, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkflowStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
        };
    };
    updateImportMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: components["schemas"]["ImportMapping"];
                    /**
                     * @description Create the categories, brands and other taxonomy items the file names that do not exist yet
                     *     (default false: such a row is rejected with the name it gave).
                     */
                    create_missing?: boolean;
                };
            };
        };
        responses: {
            /** @description The import with its mapping. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    checkImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dry run's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    downloadImportErrors: {
        parameters: {
            query?: {
                /** @description Workbook (default) or CSV (`;` separated, UTF-8 with BOM). */
                format?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The error file. */
            200: {
                headers: {
                    /** @description `attachment; filename="…"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    runImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mode: components["schemas"]["ImportMode"];
                };
            };
        };
        responses: {
            /** @description The import, now `importing`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
        };
    };
    cancelImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import, now `cancelled`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
    undoImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the undo did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportUndoResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Invalid"];
        };
    };
}
